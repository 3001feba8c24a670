/** `npm run bench`: every benchmark, one after the other. Figures only; nothing passes or fails on time. */
import { benchCreatorPreview } from "./creator-preview";
import { benchHistory } from "./history";
import { benchHomePage } from "./home-page";
import { benchLiveWallpaper } from "./live-wallpaper";
import { benchLoad } from "./load";
import { benchTasks } from "./tasks";
import { benchWallpaper } from "./wallpaper";

await benchTasks();
await benchWallpaper();
await benchHistory();
await benchLiveWallpaper();
await benchCreatorPreview();
await benchHomePage();
await benchLoad();
