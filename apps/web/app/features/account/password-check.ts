/**
 * The current password between the two steps of /account/change-password, kept only in this tab's memory (never
 * in storage): the API needs it again with the new one, and a reload simply starts over.
 */
let checked: string | null = null;

export function rememberCheckedPassword(password: string | null): void {
  checked = password;
}

export function checkedPassword(): string | null {
  return checked;
}
