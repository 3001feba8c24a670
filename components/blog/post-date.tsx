import { useFormatter } from "next-intl";

/** A "YYYY-MM-DD" day as "May 17, 2025", read in UTC so the day never shifts with the server's zone. */
export function PostDate({ date }: { date: string }) {
  const format = useFormatter();
  return <time dateTime={date}>{format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })}</time>;
}
