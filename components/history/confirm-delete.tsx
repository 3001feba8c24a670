"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";

interface ConfirmDeleteProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
}

/** 'Are you sure?' before anything is deleted, as an alert dialog: focus moves in, Escape cancels, focus comes back. */
export function ConfirmDelete({ trigger, title, body, confirm, cancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{body}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              {cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700">
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
