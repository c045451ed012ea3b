import type { SVGProps } from 'react';

export const BRAND_NAMES = ['talad', 'trueselect'] as const;
export type BrandName = (typeof BRAND_NAMES)[number];

export function isBrandName(value: unknown): value is BrandName {
  return BRAND_NAMES.includes(value as BrandName);
}

interface Palette {
  primary: string;
  secondary: string;
}

/**
 * The dark palette adds the shades small text takes on the dark surface: a mid-tone primary such as §9's #6366f1
 * measures 4.2:1 there, under WCAG AA's 4.5:1 (fills under white text take the light palette's shade instead).
 */
interface DarkPalette extends Palette {
  primaryText: string;
  secondaryText: string;
}

export interface Brand {
  name: string;
  Logo: (props: SVGProps<SVGSVGElement>) => React.JSX.Element;
  /** Theme default is light (§9); dark holds the dark-theme values of the same colours. */
  palette: { light: Palette; dark: DarkPalette };
}

/** A market stall under a scalloped awning. */
function TaladLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" {...props}>
      <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
      <path d="M10 8h20l3 6H7z" fill="#fff" />
      <path d="M7 14a3.25 3.25 0 0 0 6.5 0a3.25 3.25 0 0 0 6.5 0a3.25 3.25 0 0 0 6.5 0a3.25 3.25 0 0 0 6.5 0z" fill="#fff" />
      <path d="M11 19v12h18V19" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      <rect x="16.5" y="23" width="7" height="8" rx="1.5" fill="var(--color-secondary)" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

/** A tick in a rounded square: the chosen one. */
function TrueSelectLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" {...props}>
      <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
      <circle cx="20" cy="20" r="12" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M14 20.5l4.5 4.5L27 15.5" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const BRANDS: Record<BrandName, Brand> = {
  talad: {
    name: 'Talad ตลาด',
    Logo: TaladLogo,
    palette: {
      light: { primary: '#4f46e5', secondary: '#9333ea' },
      dark: { primary: '#6366f1', secondary: '#a855f7', primaryText: '#818cf8', secondaryText: '#c084fc' },
    },
  },
  trueselect: {
    name: 'TrueSelect',
    Logo: TrueSelectLogo,
    palette: {
      light: { primary: '#e4002b', secondary: '#b45309' },
      dark: { primary: '#ff4d6d', secondary: '#f59e0b', primaryText: '#ff4d6d', secondaryText: '#f59e0b' },
    },
  },
};

/**
 * The brand's colours as CSS variables on <html>; they override the Tailwind theme defaults of app.css. In the dark
 * theme, -text is for small text on the dark surface and -fill for a fill under white text (app.css, dark theme).
 */
export function brandCss(brand: BrandName): string {
  const { light, dark } = BRANDS[brand].palette;
  const vars = (palette: Palette) => `--color-primary:${palette.primary};--color-secondary:${palette.secondary};`;
  const darkShades =
    `--color-primary-text:${dark.primaryText};--color-secondary-text:${dark.secondaryText};` +
    `--color-primary-fill:${light.primary};--color-secondary-fill:${light.secondary};`;
  return `:root{${vars(light)}}:root[data-theme='dark']{${vars(dark)}${darkShades}}`;
}
