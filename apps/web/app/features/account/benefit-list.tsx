/** A titled list of membership benefits; nothing when there are none. */
export function BenefitList({ title, benefits }: { title: string; benefits: string[] }) {
  if (benefits.length === 0) return null;
  return (
    <div>
      <h2 className="font-semibold text-gray-900">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm text-gray-700">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true" className="text-success-strong">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </div>
  );
}
