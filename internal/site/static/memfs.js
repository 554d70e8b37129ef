// memfs: the file system the Go programs compiled to WebAssembly see in the
// browser. wasm_exec.js (Go's) hands every file call of package syscall to
// globalThis.fs in Node.js's callback style; this is an in-memory one, so
// that mkxlsx runs unchanged: it reads the list and the workbook the page
// writes here, and writes its workbook here for the page to download.
// Nothing leaves the page. Load it before wasm_exec.js.
"use strict";

(() => {
	const S_IFDIR = 0o040000, S_IFREG = 0o100000;
	const C = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
	const decoder = new TextDecoder("utf-8");

	const fail = (code) => { const e = new Error(code); e.code = code; return e; };

	let ino = 1;
	const node = (dir, mode) => ({ ino: ino++, dir, mode: (dir ? S_IFDIR : S_IFREG) | (mode & 0o7777), data: new Uint8Array(0), size: 0, nlink: 1, mtime: Date.now() });

	class MemFS {
		constructor() { this.constants = C; this.reset(); }

		// reset empties the file system: / and /work, the working directory.
		reset() {
			this.nodes = new Map([["/", node(true, 0o755)], ["/work", node(true, 0o755)], ["/tmp", node(true, 0o777)]]);
			this.fds = new Map();
			this.nextFd = 3;
			this.out = { 1: [], 2: [] };
		}

		// abs is path made absolute from /work, without . and .. .
		abs(path) {
			if (!path.startsWith("/")) path = "/work/" + path;
			const parts = [];
			for (const p of path.split("/")) {
				if (p === "" || p === ".") continue;
				if (p === "..") parts.pop(); else parts.push(p);
			}
			return "/" + parts.join("/");
		}
		parent(path) { return path === "/" ? "/" : path.slice(0, path.lastIndexOf("/")) || "/"; }
		get(path) { return this.nodes.get(this.abs(path)); }

		// The page's side.
		writeFile(path, bytes) {
			path = this.abs(path);
			const dir = this.parent(path);
			if (!this.nodes.has(dir)) this.mkdirAll(dir);
			const n = node(false, 0o644);
			n.data = new Uint8Array(bytes); n.size = n.data.length;
			this.nodes.set(path, n);
		}
		mkdirAll(path) {
			path = this.abs(path);
			if (path !== "/" && !this.nodes.has(path)) {
				this.mkdirAll(this.parent(path));
				this.nodes.set(path, node(true, 0o755));
			}
		}
		readFile(path) {
			const n = this.get(path);
			return n && !n.dir ? n.data.slice(0, n.size) : null;
		}
		// list is the files directly in dir.
		list(dir) {
			dir = this.abs(dir);
			const names = [];
			for (const [p, n] of this.nodes) {
				if (!n.dir && this.parent(p) === dir) names.push(p.slice(dir.length + 1));
			}
			return names.sort();
		}
		output(fd) { return decoder.decode(this.outputBytes(fd)); }
		outputBytes(fd) { return concat(this.out[fd]); }

		stat_(n) {
			return {
				dev: 1, ino: n.ino, mode: n.mode, nlink: n.nlink, uid: 0, gid: 0, rdev: 0, size: n.size,
				blksize: 4096, blocks: Math.ceil(n.size / 512), atimeMs: n.mtime, mtimeMs: n.mtime, ctimeMs: n.mtime,
				isDirectory() { return n.dir; },
			};
		}

		// Node.js's fs, as syscall/fs_js.go calls it.
		writeSync(fd, buf) {
			if (fd === 1 || fd === 2) { this.out[fd].push(buf.slice()); return buf.length; }
			throw fail("EBADF");
		}
		open(path, flags, mode, cb) {
			path = this.abs(path);
			let n = this.nodes.get(path);
			if (n && (flags & C.O_CREAT) && (flags & C.O_EXCL)) return cb(fail("EEXIST"));
			if (!n) {
				if (!(flags & C.O_CREAT)) return cb(fail("ENOENT"));
				const dir = this.nodes.get(this.parent(path));
				if (!dir) return cb(fail("ENOENT"));
				if (!dir.dir) return cb(fail("ENOTDIR"));
				n = node(false, mode);
				this.nodes.set(path, n);
			} else if (n.dir && (flags & (C.O_WRONLY | C.O_RDWR))) {
				return cb(fail("EISDIR"));
			} else if (!n.dir && (flags & C.O_DIRECTORY)) {
				return cb(fail("ENOTDIR"));
			}
			if ((flags & C.O_TRUNC) && !n.dir) { n.size = 0; n.mtime = Date.now(); }
			const fd = this.nextFd++;
			this.fds.set(fd, { n, pos: 0, append: !!(flags & C.O_APPEND) });
			cb(null, fd);
		}
		close(fd, cb) { this.fds.delete(fd) ? cb(null) : cb(fail("EBADF")); }
		fstat(fd, cb) { const f = this.fds.get(fd); f ? cb(null, this.stat_(f.n)) : cb(fail("EBADF")); }
		stat(path, cb) { const n = this.get(path); n ? cb(null, this.stat_(n)) : cb(fail("ENOENT")); }
		lstat(path, cb) { this.stat(path, cb); }
		read(fd, buf, offset, length, position, cb) {
			if (fd === 0) return cb(null, 0); // standard input is empty
			const f = this.fds.get(fd);
			if (!f) return cb(fail("EBADF"));
			if (f.n.dir) return cb(fail("EISDIR"));
			const pos = position ?? f.pos;
			const n = Math.max(0, Math.min(length, f.n.size - pos));
			buf.set(f.n.data.subarray(pos, pos + n), offset);
			if (position === null || position === undefined) f.pos += n;
			cb(null, n);
		}
		write(fd, buf, offset, length, position, cb) {
			if (fd === 1 || fd === 2) { this.out[fd].push(buf.slice(offset, offset + length)); return cb(null, length); }
			const f = this.fds.get(fd);
			if (!f) return cb(fail("EBADF"));
			const n = f.n;
			let pos = position ?? (f.append ? n.size : f.pos);
			const end = pos + length;
			if (end > n.data.length) {
				const grown = new Uint8Array(Math.max(end, 2 * n.data.length));
				grown.set(n.data.subarray(0, n.size));
				n.data = grown;
			}
			n.data.set(buf.subarray(offset, offset + length), pos);
			n.size = Math.max(n.size, end);
			n.mtime = Date.now();
			if (position === null || position === undefined) f.pos = end;
			cb(null, length);
		}
		fsync(fd, cb) { cb(null); }
		rename(from, to, cb) {
			from = this.abs(from); to = this.abs(to);
			const n = this.nodes.get(from);
			if (!n) return cb(fail("ENOENT"));
			if (!this.nodes.has(this.parent(to))) return cb(fail("ENOENT"));
			const old = this.nodes.get(to);
			if (old && old.dir) return cb(fail("EISDIR"));
			if (old) old.nlink--;
			this.nodes.delete(from);
			this.nodes.set(to, n);
			cb(null);
		}
		link(from, to, cb) {
			from = this.abs(from); to = this.abs(to);
			const n = this.nodes.get(from);
			if (!n) return cb(fail("ENOENT"));
			if (this.nodes.has(to)) return cb(fail("EEXIST"));
			if (!this.nodes.has(this.parent(to))) return cb(fail("ENOENT"));
			n.nlink++;
			this.nodes.set(to, n);
			cb(null);
		}
		unlink(path, cb) {
			path = this.abs(path);
			const n = this.nodes.get(path);
			if (!n) return cb(fail("ENOENT"));
			if (n.dir) return cb(fail("EISDIR"));
			n.nlink--;
			this.nodes.delete(path);
			cb(null);
		}
		mkdir(path, perm, cb) {
			path = this.abs(path);
			if (this.nodes.has(path)) return cb(fail("EEXIST"));
			if (!this.nodes.has(this.parent(path))) return cb(fail("ENOENT"));
			this.nodes.set(path, node(true, perm));
			cb(null);
		}
		// children is what is in the directory at the absolute path (its
		// paths), or the error of rmdir and readdir when it is none.
		children(path) {
			const n = this.nodes.get(path);
			if (!n) return [null, fail("ENOENT")];
			if (!n.dir) return [null, fail("ENOTDIR")];
			return [[...this.nodes.keys()].filter((p) => p !== path && this.parent(p) === path), null];
		}
		rmdir(path, cb) {
			path = this.abs(path);
			const [paths, err] = this.children(path);
			if (err) return cb(err);
			if (paths.length) return cb(fail("ENOTEMPTY"));
			this.nodes.delete(path);
			cb(null);
		}
		readdir(path, cb) {
			path = this.abs(path);
			const [paths, err] = this.children(path);
			if (err) return cb(err);
			cb(null, paths.map((p) => p.slice(path === "/" ? 1 : path.length + 1)).sort());
		}
		chmod(path, mode, cb) { const n = this.get(path); if (!n) return cb(fail("ENOENT")); n.mode = (n.mode & ~0o7777) | (mode & 0o7777); cb(null); }
		fchmod(fd, mode, cb) { const f = this.fds.get(fd); if (!f) return cb(fail("EBADF")); f.n.mode = (f.n.mode & ~0o7777) | (mode & 0o7777); cb(null); }
		chown(path, uid, gid, cb) { cb(null); }
		fchown(fd, uid, gid, cb) { cb(null); }
		lchown(path, uid, gid, cb) { cb(null); }
		utimes(path, atime, mtime, cb) { cb(null); }
		truncate(path, length, cb) { const n = this.get(path); if (!n) return cb(fail("ENOENT")); n.size = Math.min(n.size, length); cb(null); }
		ftruncate(fd, length, cb) { const f = this.fds.get(fd); if (!f) return cb(fail("EBADF")); f.n.size = Math.min(f.n.size, length); cb(null); }
		readlink(path, cb) { cb(fail("EINVAL")); }
		symlink(path, link, cb) { cb(fail("ENOSYS")); }
	}

	function concat(chunks) {
		let size = 0;
		for (const c of chunks) size += c.length;
		const all = new Uint8Array(size);
		let at = 0;
		for (const c of chunks) { all.set(c, at); at += c.length; }
		return all;
	}

	globalThis.fs = new MemFS();
	globalThis.process = {
		getuid() { return -1; }, getgid() { return -1; }, geteuid() { return -1; }, getegid() { return -1; },
		getgroups() { throw fail("ENOSYS"); },
		pid: -1, ppid: -1,
		umask() { return 0o22; },
		cwd() { return "/work"; },
		chdir() { throw fail("ENOSYS"); },
	};
})();
