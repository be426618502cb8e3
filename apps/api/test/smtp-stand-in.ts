/**
 * A stand-in SMTP server on loopback, speaking just enough SMTP (RFC 5321: EHLO, MAIL, RCPT, DATA,
 * QUIT) for nodemailer to deliver to it. Each message arrives as `{from, to, data}` on `offered`,
 * and on `received` once the server has accepted it. `answer` decides each message's fate.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent after DATA. */
  data: string;
}

/**
 * What the server says to a whole message (`index` counts from 0): `accept` (250), `refuse` (451,
 * try again later), or `hang` (no answer at all, as a server or network that stalls).
 */
export type StandInAnswer = (index: number) => 'accept' | 'refuse' | 'hang';

export async function startSmtpStandIn(answer: StandInAnswer = () => 'accept') {
  const offered: ReceivedMail[] = [];
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
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
          const fate = answer(offered.length);
          offered.push(mail);
          if (fate === 'accept') received.push(mail);
          mail = { from: '', to: [], data: '' };
          if (fate === 'accept') say('250 2.0.0 queued');
          if (fate === 'refuse') say('451 4.3.0 try again later');
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
    offered,
    received,
    /** Resolves once `count` messages have been accepted. */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    /** Resolves once `count` messages have arrived, whatever the answer. */
    async waitForOffers(count: number) {
      while (offered.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    /** Stops listening and drops every open connection (a hung one too). */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
