import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, between the API and a server the machine shares with others (PostgreSQL, Redis):
 * cut() drops every connection and refuses new ones as a restarting or unreachable server would, restore() lets
 * them through again. The shared server itself is never touched.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
      from.pipe(to);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
