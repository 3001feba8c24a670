/** `npm run bench`: every benchmark, one after the other. */
import { benchTasks } from "./tasks";

benchTasks();
