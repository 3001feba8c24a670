"use client";

import { useTranslations } from "next-intl";
import type { HistoryTask } from "@/lib/api/history";

interface TaskChecklistProps {
  tasks: readonly HistoryTask[];
  label: string;
  disabled?: boolean;
  /** A box was clicked: `completed` is the state the person left it in, not a flip of what was last drawn. */
  onToggle(taskId: string, completed: boolean): void;
  size?: "card" | "large";
}

/** A wallpaper's tasks as checkboxes: a tick shows at once and strikes the task through. */
export function TaskChecklist({ tasks, label, disabled = false, onToggle, size = "card" }: TaskChecklistProps) {
  const t = useTranslations("history.card");
  if (tasks.length === 0) return <p className="text-sm text-slate-500">{t("noTasks")}</p>;
  const done = tasks.filter((task) => task.completed).length;
  const text = size === "large" ? "text-base" : "text-sm";
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <p className="mb-1.5 text-xs font-medium text-slate-500" aria-live="polite">
        {t("progress", { done, total: tasks.length })}
      </p>
      <ul className="space-y-0.5">
        {tasks.map((task) => (
          <li key={task.id}>
            <label
              className={`flex cursor-pointer items-start gap-2.5 rounded-lg px-1.5 py-1.5 ${text} hover:bg-slate-50 has-[:focus-visible]:bg-brand-50`}
            >
              <input
                type="checkbox"
                checked={task.completed}
                onChange={(event) => onToggle(task.id, event.currentTarget.checked)}
                className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed"
              />
              <span
                className={`min-w-0 break-words ${task.completed ? "text-slate-500 line-through" : task.isPriority ? "font-semibold text-slate-900" : "text-slate-800"}`}
              >
                {task.text}
                {task.emoji && <span className="ml-1 no-underline">{task.emoji}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
