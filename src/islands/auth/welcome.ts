/** A new account is welcomed once, on the page the sign-up lands on (the flag survives the reload). */
const KEY = 'welcome-new-account';

export function markWelcome() {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage off: no welcome, nothing else lost
  }
}

/** Whether a welcome waits, without taking it (the header wakes the account island for it). */
export function welcomeWaiting(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function takeWelcome(): boolean {
  try {
    const due = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return due;
  } catch {
    return false;
  }
}
