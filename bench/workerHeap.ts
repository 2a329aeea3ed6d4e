// The heap of the page's simulation worker, read through the browser's DevTools protocol
// session: Playwright opens none for a dedicated worker, so this attaches to the worker's
// target itself (Target.attachToTarget, unflattened) and speaks to it with
// Target.sendMessageToTarget.
import type { Browser, CDPSession } from 'playwright-core';

interface HeapUsage {
  usedSize: number;
}

/** One attached worker: a DevTools command sent to it, its answer awaited. */
type Send = (method: string, params?: object) => Promise<unknown>;

export class WorkerHeaps {
  private readonly attached = new Map<string, Send>();
  private next = 0;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  private constructor(private readonly cdp: CDPSession) {
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const m = JSON.parse(e.message) as { id?: number; result?: unknown; error?: unknown };
      if (m.id !== undefined) this.waiting.get(m.id)?.(m.result ?? m.error);
    });
  }

  static async open(browser: Browser): Promise<WorkerHeaps> {
    return new WorkerHeaps(await browser.newBrowserCDPSession());
  }

  /** Attaches to every worker not yet attached to (the page makes a fresh one on a cancel). */
  private async attach(): Promise<void> {
    const { targetInfos } = await this.cdp.send('Target.getTargets');
    for (const t of targetInfos) {
      if (t.type !== 'worker' || this.attached.has(t.targetId)) continue;
      const { sessionId } = await this.cdp.send('Target.attachToTarget', {
        targetId: t.targetId,
        flatten: false,
      });
      this.attached.set(t.targetId, (method, params = {}) => {
        const id = ++this.next;
        const answered = new Promise((resolve) => this.waiting.set(id, resolve));
        const message = JSON.stringify({ id, method, params });
        void this.cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => {});
        return answered;
      });
    }
  }

  /** The workers' heap in use now, garbage not yet collected included (bytes). */
  async used(): Promise<number> {
    await this.attach();
    let sum = 0;
    for (const send of this.attached.values()) {
      const r = (await Promise.race([send('Runtime.getHeapUsage'), timeout()])) as HeapUsage;
      sum += r?.usedSize ?? 0;
    }
    return sum;
  }

  /** The workers' heap after a full collection (bytes). */
  async live(): Promise<number> {
    await this.attach();
    for (const send of this.attached.values())
      await Promise.race([send('HeapProfiler.collectGarbage'), timeout()]);
    return this.used();
  }

  async close(): Promise<void> {
    await this.cdp.detach();
  }
}

/** A worker that has gone answers nothing: it counts as none after a second. */
const timeout = (): Promise<undefined> =>
  new Promise((resolve) => setTimeout(() => resolve(undefined), 1000));
