// The fast lane's calls (fast-lane.ts) answered straight off the socket, before Node's HTTP parser.
// A load test's connections repeat one lane call, and Node's request and response objects (shared in
// this process with everything Fastify does) cost more than the lane's own work. So each new
// connection starts here: while its requests are plain GETs (wire-request.ts) that the lane takes, the
// front writes the very head and bytes Node would write. At the first request it does not take — any
// other call, a request it cannot read at once, a declined or failed answer — it gives the connection,
// that request's bytes first, to Node's own connection handling for good; nothing is written for it.
// Node's rules hold on the front's connections too: the headers and keep-alive timeouts, half-closed
// sockets, backpressure, and closing idle connections when the server closes.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import {
  answerLength,
  type ByteAnswer,
  type FastLane,
  type Lane,
  type LaneRequest,
  type TakenCall,
} from './fast-lane.ts';
import { readWireRequest } from './wire-request.ts';

type ConnectionListener = (socket: Socket) => void;

/** The status line and the route's headers up to content-length's value (lane.headers ends with it). */
function wireHead(headers: (string | number)[]) {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (let i = 0; i < headers.length - 2; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return `${head}${headers[headers.length - 2]}: `;
}

/**
 * What Node writes after the route's headers: the date and the keep-alive terms (the server's timeout,
 * none when it has none), made again once a second.
 */
class HeadTail {
  private second = -1;
  private text = '';

  constructor(private readonly server: Server) {}

  /** HTTP's Date is the wall clock's (as Node's own), not the simulated clock's */
  get current() {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      const timeout = Math.floor(this.server.keepAliveTimeout / 1000);
      const keepAlive = this.server.keepAliveTimeout > 0 ? `\r\nKeep-Alive: timeout=${timeout}` : '';
      this.text = `\r\nDate: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive${keepAlive}\r\n\r\n`;
    }
    return this.text;
  }
}

/** An answer on its way to the request of `length` bytes at the start of the unread ones. */
interface Waited {
  taken: TakenCall;
  answer: Promise<string | ByteAnswer | null>;
  length: number;
}

/** A request the connection read, and its head's bytes: a client sending it again is not read again. */
interface ReadRequest {
  bytes: Buffer;
  request: LaneRequest;
}

/** One connection while the front holds it. */
class WireConnection {
  /** bytes read and not yet answered (from the request being answered on) */
  private unread: Buffer | null = null;
  private last: ReadRequest | null = null;
  /** an answer on its way or a full socket buffer: reading waits */
  private waiting = false;
  private answered = false;

  constructor(
    private readonly front: WireFront,
    readonly socket: Socket,
  ) {
    socket.on('data', this.onData);
    socket.on('end', this.onEnd);
    socket.on('error', this.onError);
    socket.on('timeout', this.onTimeout);
    socket.on('close', this.onClose);
    socket.setTimeout(front.server.headersTimeout);
  }

  private readonly onData = (chunk: Buffer) => {
    this.unread = this.unread === null ? chunk : Buffer.concat([this.unread, chunk]);
    if (!this.waiting) this.read();
  };

  // a half-closed connection is ended at once, as Node does (it aborts what is still on its way)
  private readonly onEnd = () => this.release(() => this.socket.end());
  private readonly onError = () => this.release(() => this.socket.destroy());
  // idle after an answer: closed, as Node closes a kept-alive connection; silent from the start: the
  // request timeout Node's own check reports (its clientError handler answers it)
  private readonly onTimeout = () =>
    this.release(() => {
      if (this.answered) return this.socket.destroy();
      const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      if (!this.front.server.emit('clientError', timeout, this.socket)) this.socket.destroy();
    });
  private readonly onClose = () => this.release();

  /** Answers every request read so far, until one is Node's or the answering has to wait. */
  private read() {
    const buffer = this.unread!;
    let start = 0;
    while (start < buffer.length) {
      if (this.socket.writableNeedDrain) return this.waitFor(buffer, start, 'drain');
      const read = this.readRequest(buffer, start);
      if (read === null) return this.handOff(buffer.subarray(start));
      const taken = this.front.take(read.request);
      if (taken === null) return this.handOff(buffer.subarray(start));
      const { answer } = taken;
      const length = read.bytes.length;
      if (answer instanceof Promise) return this.waitFor(buffer, start, { taken, answer, length });
      this.write(taken, answer);
      start += length;
    }
    this.unread = null;
  }

  /** The request at `start`: the last one again (its very bytes), else read afresh; null: Node's. */
  private readRequest(buffer: Buffer, start: number): ReadRequest | null {
    const { last } = this;
    if (last !== null) {
      const end = start + last.bytes.length;
      if (end <= buffer.length && buffer.compare(last.bytes, 0, last.bytes.length, start, end) === 0)
        return last;
    }
    const read = readWireRequest(buffer, start);
    if (typeof read === 'string') return null;
    const { url, rawHeaders, length } = read;
    // every field set from the start: both fronts' requests have the one shape
    const request = { url, rawHeaders, remoteAddress: this.socket.remoteAddress, laneHeaders: undefined };
    this.last = { bytes: Buffer.from(buffer.subarray(start, start + length)), request };
    return this.last;
  }

  /** Stops reading until the socket drains or the answer (to the request of `length` bytes) arrives. */
  private waitFor(buffer: Buffer, start: number, reason: 'drain' | Waited) {
    this.unread = buffer.subarray(start);
    this.waiting = true;
    this.socket.pause();
    const goOn = () => {
      this.waiting = false;
      if (!this.held) return;
      if (this.socket.destroyed || this.front.closing) return this.release(() => this.socket.destroy());
      this.socket.resume();
      if (this.unread !== null) this.read();
    };
    if (reason === 'drain') {
      this.socket.once('drain', goOn);
      return;
    }
    const { taken, answer, length } = reason;
    answer.then(
      (ready) => {
        // a connection let go meanwhile (closed, reset, the server closing) gets nothing more
        if (!this.held) return;
        if (ready === null) return this.handOffWaiting();
        this.write(taken, ready);
        this.unread = this.unread!.length > length ? this.unread!.subarray(length) : null;
        goOn();
      },
      (error) => {
        this.front.lanes.failed(error);
        if (this.held) this.handOffWaiting();
      },
    );
  }

  private handOffWaiting() {
    this.waiting = false;
    this.handOff(this.unread!);
  }

  private write(taken: TakenCall, answer: string | ByteAnswer) {
    const head = this.front.head(taken.lane, answerLength(answer));
    const { socket } = this;
    // one string is one write; pieces, corked, leave in one writev
    if (typeof answer === 'string') socket.write(head + answer);
    else if (answer.text !== undefined) socket.write(head + answer.text);
    else {
      socket.cork();
      socket.write(head, 'latin1');
      for (const piece of answer.pieces) socket.write(piece);
      socket.uncork();
    }
    taken.sent(answer);
    if (!this.answered) {
      this.answered = true;
      socket.setTimeout(this.front.server.keepAliveTimeout);
    }
  }

  /** Gives the connection to Node, the bytes from the unanswered request on read first. */
  private handOff(unread: Buffer) {
    this.release(() => {
      const { socket } = this;
      if (socket.destroyed) return;
      socket.setTimeout(0);
      socket.pause();
      if (unread.length > 0) socket.unshift(unread);
      this.front.nodeConnection(socket);
      socket.resume();
    });
  }

  /** Lets the connection go (once), then does what comes next with it. */
  release(then?: () => void) {
    if (!this.front.open.delete(this)) return;
    const { socket } = this;
    socket.removeListener('data', this.onData);
    socket.removeListener('end', this.onEnd);
    socket.removeListener('error', this.onError);
    socket.removeListener('timeout', this.onTimeout);
    socket.removeListener('close', this.onClose);
    this.unread = null;
    then?.();
  }

  /** Whether the front still holds the connection (not handed off, closed or let go). */
  private get held() {
    return this.front.open.has(this);
  }

  /** Between answers the connection is idle (Node's closeIdleConnections closes such). */
  get idle() {
    return !this.waiting;
  }
}

/** The front of one server: its connections, Node's connection handling, and the lane's answers. */
class WireFront {
  readonly open = new Set<WireConnection>();
  closing = false;
  private readonly tail: HeadTail;

  constructor(
    readonly server: Server,
    readonly lanes: FastLane,
    readonly nodeConnection: ConnectionListener,
  ) {
    this.tail = new HeadTail(server);
  }

  take(request: LaneRequest): TakenCall | null {
    const lane = this.lanes.find(request.url);
    return lane === undefined ? null : this.lanes.take(lane, request);
  }

  head(lane: Lane, length: number) {
    lane.wireHead ??= wireHead(lane.headers!);
    return lane.wireHead + length + this.tail.current;
  }

  /** Closes the front's connections (all, or those between answers) as Node closes its own. */
  close(all: boolean) {
    this.closing = true;
    for (const connection of this.open)
      if (all || connection.idle) connection.release(() => connection.socket.destroy());
  }
}

/**
 * Puts the wire front in front of Node's connection handling. Node's `closeIdleConnections` (which
 * `server.close()` and Fastify's close call) and `closeAllConnections` close the front's too.
 */
export function installWireFront(server: Server, lanes: FastLane) {
  const listeners = server.listeners('connection') as ConnectionListener[];
  if (listeners.length !== 1) return;
  const [nodeListener] = listeners as [ConnectionListener];
  const front = new WireFront(server, lanes, (socket) => nodeListener.call(server, socket));
  server.removeListener('connection', nodeListener);
  server.on('connection', (socket: Socket) => {
    if (front.closing) return front.nodeConnection(socket);
    front.open.add(new WireConnection(front, socket));
  });
  const closeIdle = server.closeIdleConnections.bind(server);
  const closeAll = server.closeAllConnections.bind(server);
  server.closeIdleConnections = () => {
    closeIdle();
    front.close(false);
  };
  server.closeAllConnections = () => {
    closeAll();
    front.close(true);
  };
}
