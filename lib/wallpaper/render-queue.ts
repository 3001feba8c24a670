/**
 * Bounds the server's PNG renders. One render at the largest size takes about 2 s and a few
 * hundred MB, so a burst of them could take the instance down: at most `concurrency` draw at once,
 * at most `maxWaiting` more wait their turn, and one account holds at most `perAccount` places.
 * Past that the caller is told to come back (RenderBusyError), instead of everyone waiting.
 */
import "server-only";

export class RenderBusyError extends Error {
  override name = "RenderBusyError";
  constructor(readonly scope: "server" | "account") {
    super(scope === "server" ? "the server is busy drawing other wallpapers" : "this account already has renders in progress");
  }
}

export interface RenderQueueLimits {
  concurrency: number;
  maxWaiting: number;
  perAccount: number;
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly byAccount = new Map<string, number>();

  constructor(readonly limits: RenderQueueLimits) {}

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const held = this.byAccount.get(accountId) ?? 0;
    if (held >= this.limits.perAccount) throw new RenderBusyError("account");
    if (this.running >= this.limits.concurrency && this.waiting.length >= this.limits.maxWaiting) throw new RenderBusyError("server");
    this.byAccount.set(accountId, held + 1);
    try {
      if (this.running >= this.limits.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running++;
      try {
        return await work();
      } finally {
        // Hand the slot straight to the next in line, or free it.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      const left = (this.byAccount.get(accountId) ?? 1) - 1;
      if (left > 0) this.byAccount.set(accountId, left);
      else this.byAccount.delete(accountId);
    }
  }
}
