import { Redis } from "ioredis";
import type { Fanout } from "./store";

/** A subscriber that throws must not take down the publisher, the connection or other subscribers. */
function deliver(handler: (message: string) => void, message: string): void {
  try {
    handler(message);
  } catch (err) {
    console.error("fan-out subscriber failed", err);
  }
}

/** Fan-out inside one process: the embedded single-node default. */
export class MemoryFanout implements Fanout {
  readonly shared: boolean = false;
  private readonly channels = new Map<string, Set<(message: string) => void>>();

  async publish(channel: string, message: string): Promise<void> {
    for (const handler of [...(this.channels.get(channel) ?? [])]) queueMicrotask(() => deliver(handler, message));
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    let set = this.channels.get(channel);
    if (set === undefined) this.channels.set(channel, (set = new Set()));
    set.add(onMessage);
    return async () => {
      set.delete(onMessage);
      if (set.size === 0) this.channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}

/** Fan-out across nodes through Redis pub/sub: one connection publishes, one subscribes. */
export class RedisFanout implements Fanout {
  readonly shared: boolean = true;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();
  private readonly subscribing = new Map<string, Promise<void>>();

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {
    sub.on("message", (channel: string, message: string) => {
      for (const handler of [...(this.handlers.get(channel) ?? [])]) deliver(handler, message);
    });
  }

  static async connect(url: string): Promise<RedisFanout> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    await Promise.all([pub.connect(), sub.connect()]);
    return new RedisFanout(pub, sub);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.pub.publish(channel, message);
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (set === undefined) {
      this.handlers.set(channel, (set = new Set()));
      this.subscribing.set(channel, this.sub.subscribe(channel).then(() => undefined));
    }
    set.add(onMessage);
    // Overlapping subscribes to a new channel all wait for Redis to confirm it.
    await this.subscribing.get(channel);
    return async () => {
      set.delete(onMessage);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        this.subscribing.delete(channel);
        await this.sub.unsubscribe(channel);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

export async function openFanout(config: { redisUrl?: string }): Promise<Fanout> {
  return config.redisUrl === undefined ? new MemoryFanout() : RedisFanout.connect(config.redisUrl);
}
