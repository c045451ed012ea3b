import { useTranslation } from '../../lib/i18n.ts';
import type { Brand } from '../../lib/brands.tsx';

/** The home page's opening banner: the brand, its promise and a way into the categories. */
export function HeroBanner({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-primary to-secondary text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-xl">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-white/90">
            <brand.Logo className="size-7 rounded-lg ring-2 ring-white/60" />
            {brand.name}
          </p>
          <h1 id="hero-title" className="mt-3 text-3xl leading-tight font-bold md:text-4xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-3 text-white/90">{t('brand.tagline')}</p>
          <a href="#categories" className="btn mt-6 bg-white px-6 text-primary hover:bg-white/90">
            {t('home.heroCta')}
          </a>
        </div>
        <brand.Logo className="hidden size-40 rotate-6 rounded-[2rem] shadow-2xl ring-4 ring-white/30 md:block" />
      </div>
    </section>
  );
}
