/** Line icons for the menu's icon names; other names fall back to the category's first letter. */
const ICONS: Record<string, string> = {
  mobile: 'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3zM11 18h2',
  appliance: 'M5 4h14v16H5zM5 9h14M8 6.5h1M12 12.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 0 0 0-5z',
  fashion: 'M9 3l3 2 3-2 5 3-2 4-2-1v12H8V9l-2 1-2-4z',
  beauty: 'M10 21h4V11h-4zM10 11l.5-5h3l.5 5M11 6V3h2v3',
  home: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
  baby: 'M12 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM9.5 10h.01M14.5 10h.01M10 13.5a3 3 0 0 0 4 0M12 4c-1 1.5-1 3 0 3',
  sport:
    'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7l3.8 2.8-1.5 4.5H9.7L8.2 9.8zM12 3v4M21 11l-5.2-1.2M17.6 19l-3.3-4.7M6.4 19l3.3-4.7M3 11l5.2-1.2',
  food: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 1-3 3-3 6v4h3v8M16 3v18',
};

export function CategoryIcon({ name, label }: { name: string | null; label: string }) {
  const path = name ? ICONS[name] : undefined;
  return (
    <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-xl font-bold text-primary">
      {path ? (
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={path} />
        </svg>
      ) : (
        label.slice(0, 1)
      )}
    </span>
  );
}
