#!/usr/bin/env python3
"""The live server under hostile and careless clients, over real sockets (no browser needed).

Usage: live_server_limits_test.py TRANSITION_LAB

It starts `transition-lab live` with a descriptor limit of 256 and keeps a page's WebSocket open
throughout, checking after each attack that the page still gets its frames at once. Then:
- request heads of 192 and 256 KiB, and a 100 KiB URL: each refused with 431 at once;
- what isn't HTTP: 400; HEAD, OPTIONS and POST: 405;
- a WebSocket frame announcing 256 MiB: closed with 1009, the server's memory unchanged;
- 300 idle connections, past what the descriptors allow: the extra ones refused, said once on
  standard error, the page served throughout, and new connections served again once the idle
  ones time out; a request trickled in a byte a second is answered 408 at the deadline;
- a long session saved: answered at once, its replay check played between frames (the page
  still served), and a SIGTERM during the check stops the server at once.
"""

import base64
import json
import os
import resource
import select
import socket
import struct
import subprocess
import sys
import threading
import time

DEADLINE = 10  # LiveServerLimits.requestDeadline, seconds


def fail(message):
    print(f"live server limits: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print(f"  ok: {message}")


class Page:
    """A minimal WebSocket client, as the live page is one: masked text frames."""

    def __init__(self, port, origin=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        origin = origin or f"http://127.0.0.1:{port}"
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /socket HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                fail("the WebSocket upgrade was closed")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            fail(f"no WebSocket upgrade: {head[:80]!r}")

    def send_raw(self, data):
        self.sock.sendall(data)

    def send(self, message):
        payload = json.dumps(message).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        else:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def frame(self):
        """(opcode, payload) of the next frame."""
        first, second = self._read(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", self._read(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", self._read(8))[0]
        return first & 0x0F, self._read(length)

    def message(self):
        while True:
            opcode, payload = self.frame()
            if opcode == 1:
                return json.loads(payload)
            if opcode == 8:
                return {"type": "closed", "code": struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None}

    def round_trip(self, page_time):
        """Seconds from a frame request to its frame."""
        start = time.monotonic()
        self.send({"type": "frame", "time": page_time})
        while True:
            reply = self.message()
            if reply.get("type") == "frame":
                return time.monotonic() - start
            if reply.get("type") == "closed":
                fail(f"the page was closed: {reply}")


def raw(port, data, timeout=5):
    """Sends `data` on a new connection; (the reply, seconds until the server closed)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    start = time.monotonic()
    try:
        sock.sendall(data)
    except (BrokenPipeError, ConnectionResetError):
        pass
    reply = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            reply += chunk
    except ConnectionResetError:
        pass
    except socket.timeout:
        reply += b"<still open>"
    sock.close()
    return reply, time.monotonic() - start


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    lab = sys.argv[1]

    def limit_descriptors():
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))

    server = subprocess.Popen([lab, "live", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              preexec_fn=limit_descriptors)
    errors = []
    threading.Thread(target=lambda: errors.extend(server.stderr), daemon=True).start()
    try:
        line = server.stdout.readline()
        if "http://127.0.0.1:" not in line:
            fail(f"no address printed: {line!r}")
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        page = Page(port)
        hello = page.message()
        check(hello.get("type") == "hello", "a page connects and is greeted")
        page_time = 1.0
        page.round_trip(page_time)

        def page_still_served(what):
            nonlocal page_time
            page_time += 0.02
            seconds = page.round_trip(page_time)
            check(seconds < 0.5, f"{what}: the open page still gets its frame at once ({seconds * 1000:.0f} ms)")

        print("== request heads too long, refused before parsing")
        for size in [192 * 1024, 256 * 1024]:
            request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Long: " % port + b"a" * size + b"\r\n\r\n"
            results = []
            threads = [threading.Thread(target=lambda: results.append(raw(port, request))) for _ in range(2)]
            for thread in threads:
                thread.start()
            page_still_served(f"two requests with {size // 1024} KiB headers arriving")
            for thread in threads:
                thread.join()
            for reply, seconds in results:
                check(reply.startswith(b"HTTP/1.1 431") and seconds < 2,
                      f"a {size // 1024} KiB header: 431 in {seconds * 1000:.0f} ms")
        reply, seconds = raw(port, b"GET /" + b"a" * 100 * 1024 + b" HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        check(reply.startswith(b"HTTP/1.1 431") and seconds < 2, f"a 100 KiB URL: 431 in {seconds * 1000:.0f} ms")

        print("== malformed HTTP and other methods")
        for garbage in [b"garbage\r\n\r\n", b"GET / HTTP/9.9\r\n\r\n", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"]:
            reply, seconds = raw(port, garbage)
            check(reply.startswith(b"HTTP/1.1 400") and seconds < 2, f"{garbage[:12]!r}: 400, closed in {seconds * 1000:.0f} ms")
        for method in [b"HEAD", b"OPTIONS", b"POST", b"PUT"]:
            reply, _ = raw(port, method + b" / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 3\r\n\r\nabc" % port)
            check(reply.startswith(b"HTTP/1.1 405") and b"allow: GET" in reply, f"{method.decode()}: 405, Allow: GET")
        page_still_served("after the malformed requests")

        print("== a WebSocket frame of 256 MiB")
        before = rss_kib(server.pid)
        other = Page(port)
        other.message()
        other.send_raw(bytes([0x81, 0xFF]) + struct.pack(">Q", 256 * 1024 * 1024) + os.urandom(4))
        try:
            for _ in range(16):
                other.send_raw(b"\0" * 65536)
        except (BrokenPipeError, ConnectionResetError):
            pass
        closed = other.message()
        check(closed == {"type": "closed", "code": 1009}, f"refused by its header: {closed}")
        growth = (rss_kib(server.pid) - before) / 1024
        check(growth < 16, f"the server's memory grew {growth:.1f} MiB, not 256")
        page_still_served("after the huge frame")

        print("== 300 idle connections with 256 descriptors, and a trickled request")
        trickle = socket.create_connection(("127.0.0.1", port), timeout=DEADLINE + 5)
        trickle_reply = []

        def trickle_bytes():
            # A byte a second; between bytes, wait for the server's answer rather than sleep
            # blind, so the reply's time is when it arrived, not when the next send noticed.
            start = time.monotonic()
            try:
                for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n":
                    trickle.sendall(bytes([byte]))
                    readable, _, _ = select.select([trickle], [], [], 1)
                    if readable:
                        break
            except (BrokenPipeError, ConnectionResetError):
                pass
            try:
                trickle_reply.append((trickle.recv(4096), time.monotonic() - start))
            except (ConnectionResetError, socket.timeout) as error:
                trickle_reply.append((str(error).encode(), time.monotonic() - start))

        trickler = threading.Thread(target=trickle_bytes)
        trickler.start()
        idle = []
        refused = 0
        for _ in range(300):
            try:
                idle.append(socket.create_connection(("127.0.0.1", port), timeout=2))
            except OSError:
                refused += 1
        time.sleep(0.5)
        for sock in idle:
            sock.setblocking(False)
        closed_at_once = 0
        for sock in idle:
            try:
                if sock.recv(1) == b"":
                    closed_at_once += 1
            except BlockingIOError:
                pass
            except ConnectionResetError:
                closed_at_once += 1
        check(closed_at_once + refused >= 300 - 256, f"connections beyond the descriptors refused ({closed_at_once} closed, "
              f"{refused} not accepted)")
        page_still_served("with 300 idle connections open")
        said = [line for line in errors if "refusing new ones" in line or "out of file descriptors" in line]
        check(len(said) == 1, f"said once: {said}")
        time.sleep(DEADLINE + 1)
        reply, _ = raw(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
        check(reply.startswith(b"HTTP/1.1 200"), "the idle connections timed out: the page is served again")
        trickler.join()
        reply, seconds = trickle_reply[0]
        check(reply.startswith(b"HTTP/1.1 408") and DEADLINE - 1 < seconds < DEADLINE + 2,
              f"a request trickled a byte a second: 408 after {seconds:.1f} s")
        for sock in idle:
            sock.close()
        page_still_served("after the idle connections")

        print("== a long session saved, and a signal while its replay check plays")
        long = Page(port)
        long.message()
        long.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        long.send({"type": "show", "demo": "push"})
        long.send({"type": "frame", "time": 1})
        # Forward and Back in turn for 300 s of page time, a frame each half second (a page in
        # the background): transitions all the time, nothing idle to trim.
        for step in range(1, 601):
            long.send({"type": "forward" if step % 2 else "back"})
            long.send({"type": "frame", "time": 1 + step * 0.5})
            if step % 100 == 0:
                time.sleep(0.2)  # within the message budget
        long.send({"type": "save"})
        saved = None
        while saved is None:
            reply = long.message()
            if reply.get("type") == "saved":
                saved = reply
        check("replay" not in saved and len(saved["recording"]["scene"]["actions"]) == 600,
              "Save answers at once with the recording; the verdict is to follow")
        page_still_served("while the long replay check plays")
        page_still_served("still while it plays")
        long.sock.settimeout(0.05)
        early = []
        try:
            while True:
                early.append(long.message().get("type"))
        except (socket.timeout, TimeoutError):
            pass
        check("replay" not in early, "the check is still playing (no verdict yet)")
        start = time.monotonic()
        server.terminate()
        server.wait(timeout=10)
        seconds = time.monotonic() - start
        check(seconds < 1, f"SIGTERM during the check: the server stopped in {seconds * 1000:.0f} ms")
        check(server.returncode == 143, f"and exited 143, as every command does on SIGTERM: {server.returncode}")
        print("live server limits: passed")
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    main()
