"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { buttonClassName } from "./button";

interface ConfirmDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm(): void;
}

/**
 * 'Are you sure?' before anything that cannot be taken back (a deletion, ending a plan), as an alert dialog: focus
 * moves in, Escape cancels, focus comes back. The confirming button is the danger one.
 */
export function ConfirmDialog({ trigger, title, body, confirm, cancel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700">{body}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClassName({ variant: "secondary" })}>{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={buttonClassName({ variant: "danger" })}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
