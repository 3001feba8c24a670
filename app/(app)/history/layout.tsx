import { Toaster } from "@/components/toaster";

/** The history screens share one toaster, so a message outlives the move from one to the other. */
export default function HistoryLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
