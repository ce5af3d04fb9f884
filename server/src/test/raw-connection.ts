// One client connection as raw bytes: requests written exactly as a test spells them (pipelined, split,
// malformed) and the answers read back one by one by their Content-Length.
import net from 'node:net';

export interface RawResponse {
  status: number;
  /** the head as sent, status line included */
  head: string;
  body: string;
}

export class RawConnection {
  private received = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  readonly closed: Promise<void>;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    void this.closed.then(() => this.wake?.());
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  send(text: string) {
    this.socket.write(text, 'latin1');
  }

  /** The next answer, or null when the connection closes (or `waitMs` passes) before a whole one came. */
  async next(waitMs = 3000): Promise<RawResponse | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const answer = this.take();
      if (answer) return answer;
      if (this.socket.destroyed || Date.now() >= deadline) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The next `count` answers; fails when fewer come. */
  async answers(count: number): Promise<RawResponse[]> {
    const answers: RawResponse[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await this.next();
      if (!answer) throw new Error(`answer ${i + 1} of ${count} did not come`);
      answers.push(answer);
    }
    return answers;
  }

  /** Bytes received and not yet read as an answer. */
  get unread() {
    return this.received.toString('latin1');
  }

  close() {
    this.socket.destroy();
  }

  private take(): RawResponse | null {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + 4 + length;
    if (this.received.length < end) return null;
    const body = this.received.toString('utf8', headEnd + 4, end);
    this.received = this.received.subarray(end);
    return { status: Number(head.slice(9, 12)), head, body };
  }
}
