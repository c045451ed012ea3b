import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES } from '../lib/locale-cookie.ts';
import { useNonce } from '../lib/nonce.ts';

/** The id and inert type of React Router's module script until the page starts hydrating. */
export const HYDRATION_MODULE_ID = 'talad-hydration';
const INERT_TYPE = 'text/talad-hydration';
/** The document's mark (`<html data-hydrated="true">`) once React answers events: set by root.tsx, read by the starter. */
export const HYDRATED_MARK = 'hydrated';
/** Marks the language switch, whose choice the starter remembers when it is followed before hydration. */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';
/** On a slow link the pictures may take long: the page becomes interactive at the latest this long after it was read. */
export const LATEST_START_MS = 3000;

type ScriptPart = { rel?: string; href?: string; type?: string; id?: string; children?: ReactNode };

function partsOf(node: ReactNode): ReactNode[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<ScriptPart>(child) && child.type === Fragment ? partsOf(child.props.children) : [child],
  );
}

const isModulePreload = (node: ReactNode): node is ReactElement<ScriptPart> =>
  isValidElement<ScriptPart>(node) && node.type === 'link' && node.props.rel === 'modulepreload';
const isModuleScript = (node: ReactNode): node is ReactElement<ScriptPart> =>
  isValidElement<ScriptPart>(node) && node.type === 'script' && node.props.type === 'module';

/**
 * Run in the page, as plain script: fetch the hydration modules once the page has loaded and painted (or on the
 * shopper's first touch, key or scroll, since feeds further down render as they come near; or at the latest
 * LATEST_START_MS after the page was read). Until then, a form that only the app can send is not sent by the
 * browser, the language switch, a plain link, still remembers the choice in the locale cookie, and the last button
 * tapped is pressed again once the page is hydrated. The route script it adds carries the starter's own nonce: the
 * Content-Security-Policy runs no inline script without it.
 */
export function hydrationStarter(moduleUrls: string[]): string {
  const hydrated = `document.documentElement.dataset.${HYDRATED_MARK}`;
  return (
    `(function(urls){var started=false;var nonce=document.currentScript&&document.currentScript.nonce;function start(){if(started)return;started=true;` +
    `urls.forEach(function(url){var link=document.createElement('link');link.rel='modulepreload';link.href=url;document.head.appendChild(link)});` +
    `var script=document.createElement('script');script.type='module';if(nonce)script.nonce=nonce;script.textContent=document.getElementById(${JSON.stringify(HYDRATION_MODULE_ID)}).textContent;document.head.appendChild(script)}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true});` +
    `['pointerdown','keydown','scroll'].forEach(function(type){addEventListener(type,start,{once:true,capture:true,passive:true})});` +
    // A form without an action is the app's to send: before hydration the browser would reload the page with it.
    `addEventListener('submit',function(event){if(${hydrated}||event.target.hasAttribute('action'))return;event.preventDefault();start()},true);` +
    `var tapped=null;addEventListener('click',function(event){if(${hydrated}||!event.target.closest)return;` +
    `var link=event.target.closest('a[${LOCALE_SWITCH_ATTRIBUTE}]');` +
    `if(link&&/^(th|en)$/.test(link.hreflang))document.cookie=${JSON.stringify(`${LOCALE_COOKIE}=`)}+link.hreflang+${JSON.stringify(LOCALE_COOKIE_ATTRIBUTES)};` +
    // A button only the app can answer is pressed again once the app can: the shopper's last tap is not lost.
    `var button=event.target.closest('button:not([disabled])');if(button){tapped=button;start()}},true);` +
    `new MutationObserver(function(changes,observer){if(!${hydrated})return;observer.disconnect();var button=tapped;tapped=null;if(button&&button.isConnected)button.click()})` +
    `.observe(document.documentElement,{attributes:true,attributeFilter:['data-${HYDRATED_MARK}']});` +
    `setTimeout(start,${LATEST_START_MS})})(${JSON.stringify(moduleUrls)})`
  );
}

/**
 * React Router's scripts, started after the page's first paint. The server-rendered page reads and paints without
 * them; on a phone's slow link the framework's 110 KB would otherwise share the bandwidth with the stylesheet, fonts
 * and first pictures (bench/README.md, Web; docs/decisions/0006). Links and GET forms work before hydration.
 * Scripts is called as a function so that its own hooks run as part of this component: same order on every render.
 */
export function HydrationScripts() {
  const nonce = useNonce();
  const rendered = Scripts({ nonce });
  if (!isValidElement<ScriptPart>(rendered)) return rendered;
  const moduleUrls: string[] = [];
  const parts = partsOf(rendered.props.children).flatMap((part) => {
    if (isModulePreload(part)) {
      if (part.props.href) moduleUrls.push(part.props.href);
      return [];
    }
    if (isModuleScript(part)) return [cloneElement(part, { type: INERT_TYPE, id: HYDRATION_MODULE_ID })];
    return [part];
  });
  return (
    <>
      {parts}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hydrationStarter(moduleUrls) }} />
    </>
  );
}
