import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Links, redirects and the router that keep a person in their language: "/faq" becomes "/zh/faq" in Chinese. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
