import { developmentIslandPage } from "@/lib/islands/development";

/** Under `npm run dev:islands`, a public page served with islands as production serves it (lib/islands/development.ts). */
export const GET = developmentIslandPage;
export const dynamic = "force-dynamic";
