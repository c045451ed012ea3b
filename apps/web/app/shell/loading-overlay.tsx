import { useTranslation } from '../lib/i18n.ts';
import { useLoadingFlag } from '../lib/loading-flag.ts';
import type { Brand } from '../lib/brands.tsx';

/** Full-screen overlay while the global loading flag is set (spec §2, §4); the brand mark bounces. */
export function LoadingOverlay({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const loading = useLoadingFlag();
  if (!loading) return null;

  return (
    <div
      role="status"
      aria-label={t('loading.label')}
      data-testid="loading-overlay"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/70 backdrop-blur-[2px]"
    >
      <div className="flex flex-col items-center gap-3">
        <brand.Logo className="loading-mark size-16 drop-shadow-md" />
        <span className="loading-shadow h-1.5 w-10 rounded-full bg-black/15" aria-hidden="true" />
      </div>
    </div>
  );
}
