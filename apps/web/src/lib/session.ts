import { type LoginResponse, Role, type Session } from '@kamar/contract';
import { BUSINESS_TODAY_KEY, TOKEN_KEY } from './storage-keys';

/**
 * The session kept in browser storage, under the spec's keys (section 3): Token, Username,
 * FirstName, LastName, Email, UserId, IsAdmin ("1" or "0"); Role (1 Owner, 2 Manager, 3 Front
 * desk: what the menu and the screens offer, contract permissions.ts); and BusinessToday, the
 * business's day as the server last answered it (Login, Auth/CheckAuth on every screen change).
 */
const KEYS = [
  TOKEN_KEY,
  'Username',
  'FirstName',
  'LastName',
  'Email',
  'UserId',
  'IsAdmin',
  'Role',
  BUSINESS_TODAY_KEY,
] as const;

export interface StoredSession {
  token: string;
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  role: Role;
}

/** The stored role; Front desk (the least) when none or an unknown one is stored. */
function storedRole(): Role {
  const value = Number(localStorage.getItem('Role'));
  return value === Role.Owner || value === Role.Manager ? value : Role.FrontDesk;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const session = {
  token(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },

  read(): StoredSession | null {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token) return null;
    return {
      token,
      userId: Number(localStorage.getItem('UserId') ?? 0),
      username: localStorage.getItem('Username') ?? '',
      firstName: localStorage.getItem('FirstName') ?? '',
      lastName: localStorage.getItem('LastName') ?? '',
      email: localStorage.getItem('Email') ?? '',
      isAdmin: localStorage.getItem('IsAdmin') === '1',
      role: storedRole(),
    };
  },

  /** Stores what Auth/Login answered. */
  start(login: LoginResponse) {
    localStorage.setItem(TOKEN_KEY, login.token);
    this.update(login);
  },

  /** The business's today (YYYY-MM-DD) as the server last said it; null before it has. */
  businessToday(): string | null {
    return localStorage.getItem(BUSINESS_TODAY_KEY);
  },

  /** Refreshes the stored user (names, admin flag) and the business's today from the server's answer. */
  update(user: Session) {
    localStorage.setItem(BUSINESS_TODAY_KEY, user.businessToday);
    localStorage.setItem('UserId', String(user.userId));
    localStorage.setItem('Username', user.username);
    localStorage.setItem('FirstName', user.firstName);
    localStorage.setItem('LastName', user.lastName);
    localStorage.setItem('Email', user.email);
    localStorage.setItem('IsAdmin', user.isAdmin ? '1' : '0');
    localStorage.setItem('Role', String(user.role));
    notify();
  },

  /** The signed-in user's role as last stored (Front desk when none). */
  role(): Role {
    return storedRole();
  },

  replaceToken(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
  },

  /** The role the server answered (a screen refused: the stored one was out of date). */
  setRole(role: Role) {
    localStorage.setItem('Role', String(role));
    localStorage.setItem('IsAdmin', role === Role.Owner ? '1' : '0');
    notify();
  },

  /**
   * Spec section 4 names Token, Username, FirstName, LastName and Email; we also drop UserId,
   * IsAdmin and Role so that the next person at the desk never inherits an owner's menu.
   */
  end() {
    for (const key of KEYS) localStorage.removeItem(key);
    notify();
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
