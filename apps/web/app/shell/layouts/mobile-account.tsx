import { MembersArea } from './account.tsx';

/** The /m account screens: full width inside the app's web view, which brings its own navigation. */
export default function MobileAccountLayout() {
  return <MembersArea frame={(_menu, page) => <div className="mx-auto max-w-xl px-4 py-4">{page}</div>} />;
}
