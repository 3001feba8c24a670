/**
 * Draws the site's social card, public/og-image.png (1200x630), with the bundled fonts and the
 * wallpaper renderer's own layout for the phone on the right. Run after changing the tagline.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { processTasksLocally } from "../lib/tasks";
import { renderWallpaperPng } from "../lib/wallpaper/server";
import { ensureWallpaperFonts } from "../lib/wallpaper/server-fonts";

const WIDTH = 1200;
const HEIGHT = 630;

ensureWallpaperFonts();
const canvas = createCanvas(WIDTH, HEIGHT);
const ctx = canvas.getContext("2d");
const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
gradient.addColorStop(0, "#312e81");
gradient.addColorStop(1, "#4f46e5");
ctx.fillStyle = gradient;
ctx.fillRect(0, 0, WIDTH, HEIGHT);

ctx.fillStyle = "#ffffff";
ctx.font = '700 64px "Inter Variable"';
ctx.fillText("Wallminder", 80, 150);
ctx.font = '600 46px "Inter Variable"';
for (const [i, line] of ["Your to-do list,", "on your lock screen."].entries()) ctx.fillText(line, 80, 270 + i * 62);
ctx.fillStyle = "#c7d2fe";
ctx.font = '400 30px "Inter Variable"';
ctx.fillText("Daily visual reminders that keep", 80, 440);
ctx.fillText("your commitments in sight.", 80, 480);

const tasks = processTasksLocally("Walk 30 minutes\nDrink 8 glasses of water\nPay rent before Friday\nCall the dentist", "emoji");
const phone = await loadImage(await renderWallpaperPng({ tasks, width: 1179, height: 2556, mode: "emoji" }));
const phoneWidth = 250;
const phoneHeight = (phoneWidth * 2556) / 1179;
const x = WIDTH - phoneWidth - 110;
const y = 60;
ctx.fillStyle = "#0f172a";
ctx.beginPath();
ctx.roundRect(x - 14, y - 14, phoneWidth + 28, phoneHeight + 28, 44);
ctx.fill();
ctx.save();
ctx.beginPath();
ctx.roundRect(x, y, phoneWidth, phoneHeight, 32);
ctx.clip();
ctx.drawImage(phone, x, y, phoneWidth, phoneHeight);
ctx.restore();

const file = path.join(process.cwd(), "public", "og-image.png");
writeFileSync(file, await canvas.encode("png"));
console.log(`wrote ${file}`);
