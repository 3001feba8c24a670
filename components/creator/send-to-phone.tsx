"use client";

import { Smartphone, X } from "lucide";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { type Locale, localizedPath } from "@/i18n/routing";
import type { PhoneWallpaper } from "@/lib/creator/phone-link";

/** The code to show: its address and modules, or the address being too long for a phone to scan. */
type Code = { tooLong: true } | { tooLong: false; address: string; modules: boolean[][]; size: number };

/**
 * "Send to phone": a QR code of an address that opens this same wallpaper on a phone, ready to save. The list is in
 * the address's fragment, so nothing is sent to us or stored; a list too long for a code a phone can scan says so.
 * The encoder and the QR code generator load on the first click, not with the page.
 */
export function SendToPhone({ wallpaper, disabled }: { wallpaper: PhoneWallpaper; disabled?: boolean }) {
  const t = useTranslations("creator.send");
  const locale = useLocale() as Locale;
  const dialog = useRef<HTMLDialogElement>(null);
  const [code, setCode] = useState<Code | null>(null);

  async function open() {
    setCode(null);
    dialog.current?.showModal();
    const [{ phoneAddress, MAX_QR_ADDRESS_LENGTH, PHONE_PATH }, { encode }] = await Promise.all([import("@/lib/creator/phone-link"), import("uqr")]);
    const address = phoneAddress(window.location.origin, localizedPath(locale, PHONE_PATH), wallpaper);
    if (address.length > MAX_QR_ADDRESS_LENGTH) return setCode({ tooLong: true });
    const { data, size } = encode(address, { ecc: "L", border: 4 });
    setCode({ tooLong: false, address, modules: data, size });
  }

  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => void open()} disabled={disabled} icon={<Icon icon={Smartphone} className="size-4" />}>
        {t("button")}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="send-to-phone-heading"
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="send-to-phone-heading" className="text-lg font-semibold text-slate-900">
            {t("heading")}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t("close")}
            className="rounded p-1 text-slate-500 hover:text-slate-900"
          >
            <Icon icon={X} className="size-5" />
          </button>
        </div>
        {code === null ? null : code.tooLong ? (
          <p role="alert" className="mt-4 text-sm font-medium text-amber-800">
            {t("tooLong")}
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">{t("lead")}</p>
            <QrCode modules={code.modules} size={code.size} label={t("codeLabel")} />
            <p className="text-center text-xs text-slate-500">{t("private")}</p>
            <p className="mt-3 text-center text-sm">
              <a href={code.address} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                {t("openHere")}
              </a>
            </p>
          </>
        )}
      </dialog>
    </>
  );
}

/** The code as one SVG path, one square per dark module, with the quiet zone a scanner needs around it. */
function QrCode({ modules, size, label }: { modules: boolean[][]; size: number; label: string }) {
  let path = "";
  modules.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="mx-auto my-4 size-64 bg-white">
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
