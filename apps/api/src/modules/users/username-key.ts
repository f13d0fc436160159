import unhomoglyph from 'unhomoglyph';

/**
 * The comparison key of a username (issue 9 §5): NFKC, lower case, then the Unicode confusables
 * skeleton (UTS #39 data through unhomoglyph), so 'аdmin' with a Cyrillic 'а', 'ａｄｍｉｎ' or
 * 'ADMIN' all name the account 'admin' and can't be registered beside it. Both stores compare
 * usernames by this key.
 */
export function usernameKey(username: string): string {
  const base = username.normalize('NFKC').toLowerCase().normalize('NFD');
  // accents and other combining marks fold away too (issue 17 §8): 'ädmin', 'admín' and 'admin'
  // followed by a combining accent all meet 'admin'
  return unhomoglyph(base).normalize('NFD').toLowerCase().replace(/\p{M}/gu, '');
}

/** Bumped whenever usernameKey changes: MongoDB recomputes the stored keys of older versions. */
export const USERNAME_KEY_VERSION = 2;
