import type { Locale } from '@talad/domain';
import { dataOr, EMPTY_MENU, getMenu, getPopups, type Menu, type Popups } from '@talad/sdk';
import { serverApi } from './api.server.ts';
import { remembered } from './remembered.ts';

export const NO_POPUPS: Popups = { popup_images: [], popup_introduction: null };

/** The menu and popups change rarely: each page view need not ask the API again for half a minute. */
export const SHELL_ANSWER_TTL_MS = 30_000;

async function loadPopups(locale: Locale): Promise<Popups> {
  const answer = await getPopups(serverApi, { locale });
  if (!answer.is_success || !answer.data) return NO_POPUPS;
  return { popup_images: answer.data.popup_images ?? [], popup_introduction: answer.data.popup_introduction ?? null };
}

const hasEntries = (menu: Menu) => menu.categories.length + menu.links.length > 0;

/** A failed GET menu is logged only: the shell renders without a menu (§8), and an empty one is not remembered. */
export const menuFor = remembered(
  SHELL_ANSWER_TTL_MS,
  async (locale: Locale) => dataOr(await getMenu(serverApi, { locale }), EMPTY_MENU, serverApi.logger),
  hasEntries,
);
export const popupsFor = remembered(SHELL_ANSWER_TTL_MS, loadPopups, (popups) => popups !== NO_POPUPS);

/** Staff changed the menu or the popups (announced by the API, decision 0054): the next page view asks the API again. */
export function forgetShellAnswers(): void {
  menuFor.clear();
  popupsFor.clear();
}
