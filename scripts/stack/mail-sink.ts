import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A small SMTP server that keeps every message it is given as an .eml file in `outboxDir`. Both
 * server processes send their mail to it over SMTP, as servers on several machines send to one
 * mail service: each process's own DATA_DIR/outbox would split the mail between them.
 */
export async function startMailSink(outboxDir: string) {
  fs.mkdirSync(outboxDir, { recursive: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    let message: string[] | null = null;
    reply('220 newleaf-stack ESMTP');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (message) {
          if (line === '.') {
            const file = path.join(outboxDir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
            fs.writeFileSync(file, `${message.join('\r\n')}\r\n`);
            message = null;
            reply('250 kept');
          } else {
            // A line starting with a dot was sent with a second one (RFC 5321 4.5.2).
            message.push(line.startsWith('.') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 newleaf-stack');
        else if (verb === 'DATA') {
          message = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
