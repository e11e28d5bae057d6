// Watches directory trees for `npm start`'s rebuilds. Not fs.watch's `recursive` option: on Linux (Node 20) it stops
// reporting a file once the file is replaced — by `sed -i`, `git checkout`, an editor's atomic save — because it
// watches files, and the watched file is gone. Here every directory is watched on its own (a directory's watch sees
// its entries created, replaced and removed), and a directory that appears or is replaced is watched anew.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange(relativePath)` for any change under `roots`; `ignore(relativePath)` leaves paths out. Returns a
 * function that stops watching.
 */
export function watchTree(roots, onChange, ignore = () => false) {
  const watchers = new Map();
  const add = (dir, root) => {
    if (watchers.has(dir) || ignore(path.relative(root, dir))) return;
    let w;
    try {
      w = fs.watch(dir, (_event, name) => {
        const full = path.join(dir, String(name ?? ''));
        if (ignore(path.relative(root, full))) return;
        // a directory may have been created or replaced: watch it (and anything in it) again. A short-lived entry (sed -i's
        // temporary file) can be gone by now: a stat that throws here would end the whole watcher.
        if (watchers.get(dir) && fs.statSync(full, { throwIfNoEntry: false })?.isDirectory()) {
          watchers.get(full)?.close();
          watchers.delete(full);
          scan(full, root);
        }
        onChange(path.relative(root, full));
      });
    } catch {
      return; // removed in the meantime; its parent's watch sees it come back
    }
    // a watched directory that is removed ends its watch; the parent re-adds it if it comes back
    w.on('error', () => {
      w.close();
      watchers.delete(dir);
    });
    watchers.set(dir, w);
  };
  const scan = (dir, root) => {
    add(dir, root);
    let entries = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory()) scan(path.join(dir, e.name), root);
  };
  for (const root of roots) scan(root, root);
  return () => {
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
