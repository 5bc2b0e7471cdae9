import { createHash } from 'node:crypto';
import { textOnBrand } from '@hirelane/domain/careers/brand-contrast';

/**
 * The career pages' stylesheet: small, system fonts, no external asset. Colours reach WCAG AA on
 * their backgrounds (the app's stone and orange); a workspace's brand colour replaces --brand and
 * --on-brand through its theme stylesheet (careerThemeCss).
 */
export const CAREER_PAGE_CSS = `:root{--brand:#c2410c;--on-brand:#fff}
*{box-sizing:border-box}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fafaf9;color:#1c1917;line-height:1.5}
a{color:#9a3412}
.brand{background:#fff;border-top:4px solid var(--brand);border-bottom:1px solid #e7e5e4;padding:12px 16px}
.brand a{display:flex;align-items:center;gap:12px;font-weight:600;color:#1c1917;text-decoration:none;max-width:760px;margin:0 auto}
.brand img{border-radius:8px;object-fit:contain}
.mark{display:inline-grid;place-items:center;width:40px;height:40px;border-radius:8px;background:var(--brand);color:var(--on-brand)}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 16px}
h2{font-size:1.25rem;margin:32px 0 12px}
.jobs{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.jobs a{display:block;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:16px;text-decoration:none;color:#1c1917}
.jobs a:hover,.jobs a:focus-visible{border-color:var(--brand)}
.title{display:block;font-weight:600;color:#9a3412}
.facts{color:#57534e;margin:0}
.description p{margin:0 0 12px;white-space:pre-line}
.skills{padding-left:20px}
form{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:16px;margin-top:32px}
form h2{margin-top:0}
.field{margin-bottom:16px}
.field label,legend{display:block;font-weight:500;margin-bottom:4px}
input[type=text],input[type=email],input[type=tel],input[type=url],select{width:100%;min-height:44px;padding:8px 12px;border:1px solid #78716c;border-radius:8px;font:inherit;background:#fff;color:#1c1917}
input[type=file]{font:inherit;max-width:100%}
fieldset{border:0;padding:0;margin:0 0 4px}
.check{display:grid;grid-template-columns:auto 1fr;gap:8px;align-items:start}
.check input{width:20px;height:20px;margin-top:2px}
.check .error{grid-column:1/-1}
.error{color:#b91c1c;margin:4px 0 0;font-size:.9rem}
.alert{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:12px}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1c1917;outline-offset:2px}
.empty{color:#57534e}
@media (min-width:640px){main{padding-top:40px}h1{font-size:2rem}}
`;

/** Changes whenever the stylesheet does, so browsers may keep it for a year. */
export const CAREER_PAGE_CSS_ETAG = `"${createHash('sha256').update(CAREER_PAGE_CSS).digest('base64url').slice(0, 16)}"`;

/** The brand colours of one workspace; the colour is #rrggbb, checked when it was saved. */
export const careerThemeCss = (brand: string): string =>
  `:root{--brand:${brand};--on-brand:${textOnBrand(brand)}}\n`;
