import type { SlotDay } from '../slot-days';

/** The free times grouped by day, one pressed at a time. */
export function SlotPicker({
  days,
  chosen,
  onChoose,
}: {
  days: readonly SlotDay[];
  chosen: string | null;
  onChoose: (iso: string) => void;
}) {
  return (
    <div className="mt-3 space-y-4">
      {days.map((day) => (
        <fieldset key={day.day}>
          <legend className="text-sm font-medium text-stone-800">{day.label}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <button
                key={slot.iso}
                type="button"
                aria-pressed={chosen === slot.iso}
                onClick={() => onChoose(slot.iso)}
                className={`min-h-10 rounded-lg border px-3 text-sm font-medium ${
                  chosen === slot.iso
                    ? 'border-orange-600 bg-orange-600 text-white'
                    : 'border-stone-300 bg-white text-stone-900 hover:border-orange-400'
                }`}
              >
                {slot.time}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** "Wednesday 25 November, 10:15" for the chosen time, or null. */
export const chosenLabel = (days: readonly SlotDay[], chosen: string | null): string | null => {
  for (const day of days) {
    const slot = day.slots.find((one) => one.iso === chosen);
    if (slot) return `${day.label}, ${slot.time}`;
  }
  return null;
};
