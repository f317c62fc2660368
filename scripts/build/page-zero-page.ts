// One product's page 0 file, made from the built index.html (ADR 0061): its #root holds the
// product's rendered page 0 and is marked with the price id (src/main.tsx adopts such a root),
// and the loading shape is kept in a template for the visitors that page is not for yet.
import { ORGANISATION_STORAGE_KEY } from '../../src/app/constants.ts';
import { PAYMENT_UNDER_WAY_STORAGE_KEY } from '../../src/adapters/browser/payment-under-way.ts';
import { PAGE_ZERO_ATTRIBUTE } from '../../src/app/page-zero-mark.ts';
import { ADOPTED_GLOBAL, EARLY_PRESS_ATTRIBUTE, EARLY_PRESSES_GLOBAL } from '../../src/app/early-presses.ts';
import { LOGIN_POPUP } from '../../src/adapters/identity/login-popup.ts';

const SHELL_TEMPLATE_ID = 'page-zero-shell';

/** Set on <html> when this visitor's page is not the HTML's page 0 (below). */
const NOT_FOR_THIS_VISITOR = 'data-page-zero-not-here';

/**
 * Runs in the head, before anything of the body can paint: an organisation checkout (`?o=`, or one
 * kept in this tab: ROUTE-12..14) never shows the coupon box (CART-2), and a tab whose payment is
 * being completed offers nothing to pay (ADR 0060). Both are marked, which hides page 0's markup
 * (PAGE_ZERO_OFF_STYLE) until the script after #root has put the loading shape in its place. ES5.
 */
export const NOT_FOR_THIS_VISITOR_CHECK =
  `(function(){try{var q=new URLSearchParams(location.search).get('o'),s=sessionStorage;` +
  `var org=(q!==null&&/^\\s*\\d{1,15}\\s*$/.test(q)&&+q>0)||s.getItem(${JSON.stringify(ORGANISATION_STORAGE_KEY)})!==null;` +
  `if(org||s.getItem(${JSON.stringify(PAYMENT_UNDER_WAY_STORAGE_KEY)})!==null)document.documentElement.setAttribute(${JSON.stringify(NOT_FOR_THIS_VISITOR)},'')}catch(e){}})();`;

const PAGE_ZERO_OFF_STYLE = `html[${NOT_FOR_THIS_VISITOR}] #root[${PAGE_ZERO_ATTRIBUTE}]{display:none}`;

/** Right after #root: the loading shape in place of page 0 for a visitor the check above marked. ES5. */
export const VISITOR_PAGE_ONLY =
  `(function(){if(!document.documentElement.hasAttribute(${JSON.stringify(NOT_FOR_THIS_VISITOR)}))return;` +
  `var r=document.getElementById('root'),t=document.getElementById(${JSON.stringify(SHELL_TEMPLATE_ID)});` +
  `r.removeAttribute(${JSON.stringify(PAGE_ZERO_ATTRIBUTE)});r.innerHTML=t.innerHTML})();`;

/**
 * Keeps the presses of page 0's marked buttons until the app has adopted the page (src/app/
 * early-presses.ts), each once, and Enter in the coupon box as a press of Apply. A press of Proceed
 * opens the sign-in window now, inside the press, as the identity adapter would (login-popup.ts).
 * Registered on the document in the capture phase, so it hears a press before React does; not at
 * all when the loading shape took page 0's place (VISITOR_PAGE_ONLY), since that page is not adopted. ES5.
 */
export const EARLY_PRESSES_SCRIPT =
  `(function(){if(!document.getElementById('root').hasAttribute(${JSON.stringify(PAGE_ZERO_ATTRIBUTE)}))return;` +
  `var w=window,q=w[${JSON.stringify(EARLY_PRESSES_GLOBAL)}]=[],A=${JSON.stringify(ADOPTED_GLOBAL)};` +
  `function keep(e,p){if(w[A])return;e.preventDefault();e.stopPropagation();if(q.indexOf(p)>=0)return;` +
  `if(p==='proceed to checkout'){var l=w.screenX+(w.innerWidth-${LOGIN_POPUP.width})/2,t=w.screenY+(w.innerHeight-${LOGIN_POPUP.height})/2;` +
  `w.open('',${JSON.stringify(LOGIN_POPUP.name)},'left='+l+',top='+t+',width=${LOGIN_POPUP.width},height=${LOGIN_POPUP.height},resizable,scrollbars=yes,status=1')}q.push(p)}` +
  `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[${EARLY_PRESS_ATTRIBUTE}]');` +
  `if(b)keep(e,b.getAttribute(${JSON.stringify(EARLY_PRESS_ATTRIBUTE)}))},true);` +
  `document.addEventListener('submit',function(e){if(e.target&&e.target.querySelector&&e.target.querySelector('input[name="coupon"]'))keep(e,'apply coupon')},true)})();`;

export interface PrerenderedParts {
  priceId: string;
  /** #root's markup, without style tags. */
  markup: string;
  css: string;
  /** The inline script index.html runs after #root (page-zero-shell-plugin.ts). */
  shellScript: string;
}

/** `index` (the built index.html) with page 0 of `priceId` in place of the loading shape. */
export function prerenderedPage(index: string, { priceId, markup, css, shellScript }: PrerenderedParts): string {
  const open = '<div id="root">';
  const close = `</div><script>${shellScript}</script>`;
  const start = index.indexOf(open);
  const end = index.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error('index.html lacks the page-0 shell (page-zero-shell-plugin.ts)');
  const shell = index.slice(start + open.length, end);
  const root =
    `<div id="root" ${PAGE_ZERO_ATTRIBUTE}="${escapeAttribute(priceId)}">${markup}</div>` +
    `<template id="${SHELL_TEMPLATE_ID}">${shell}</template><script>${VISITOR_PAGE_ONLY}${EARLY_PRESSES_SCRIPT}</script>`;
  const styles = `<style data-page-zero-product>${css}${PAGE_ZERO_OFF_STYLE}</style><script>${NOT_FOR_THIS_VISITOR_CHECK}</script>`;
  return index.slice(0, start).replace('</head>', `${styles}</head>`) + root + index.slice(end + close.length);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
