/**
 * A stand-in SMTP server on loopback, speaking just enough SMTP (RFC 5321: EHLO, MAIL, RCPT, DATA,
 * QUIT) for nodemailer to deliver to it. Each message arrives as `{from, to, data}` on `received`.
 */
import { createServer, type AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent after DATA. */
  data: string;
}

export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          say('250 2.0.0 queued');
          waiters.splice(0).forEach((wake) => wake());
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 stand-in');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).trim();
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).trim());
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages have arrived. */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
