// The passkeys of the reference server's accounts: kept on the user's record, so they are written as that one row of
// the store of record (server/store/store.ts) and survive a restart; an index from credential id to account, built
// from the accounts once, finds the passkey a sign-on answer names without reading every account.
import type { Store } from '../store/store';
import type { PasskeyStore, StoredPasskey } from './webauthn';

export function accountPasskeys(store: Store): PasskeyStore {
  let owners: Map<string, string> | null = null;
  const owner = () => {
    owners ??= new Map(
      [...store.users.values()].flatMap((u) => (u.passkeys ?? []).map((p) => [p.id, u.userId] as [string, string])),
    );
    return owners;
  };
  const byId = (id: string): StoredPasskey | undefined => {
    const userId = owner().get(id);
    return userId ? store.findUser(userId)?.passkeys?.find((p) => p.id === id) : undefined;
  };
  return {
    forUser: (userId) => store.findUser(userId)?.passkeys ?? [],
    byId,
    add(passkey) {
      const user = store.findUser(passkey.userId);
      if (!user) throw new Error(`no account ${passkey.userId} to keep a passkey for`);
      (user.passkeys ??= []).push(passkey);
      owner().set(passkey.id, user.userId);
      store.touch(user);
    },
    setCounter(id, counter, usedAt) {
      const passkey = byId(id);
      const user = store.findUser(owner().get(id) ?? '');
      if (!passkey || !user) return;
      passkey.counter = counter;
      if (usedAt !== undefined) passkey.lastUsedAt = usedAt;
      store.touch(user);
    },
    rename(id, name) {
      const passkey = byId(id);
      const user = store.findUser(owner().get(id) ?? '');
      if (!passkey || !user) return;
      passkey.name = name;
      store.touch(user);
    },
    remove(id) {
      const user = store.findUser(owner().get(id) ?? '');
      if (!user) return;
      user.passkeys = (user.passkeys ?? []).filter((p) => p.id !== id);
      owner().delete(id);
      store.touch(user);
    },
  };
}
