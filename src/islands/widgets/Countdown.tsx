/** Campaign countdown DD:HH:MM:SS, then 'This campaign is over'. Server-rendered first, ticks when hydrated. */
import { useEffect, useState } from 'react';
import { countdownParts, pad2 } from '../../lib/format';

export interface CountdownProps {
  end: string;
  /** the server's clock at render time, so the first paint matches */
  now: string;
  labels: { days: string; hours: string; minutes: string; seconds: string; over: string; endsIn: string };
}

export default function Countdown({ end, now, labels }: CountdownProps) {
  const [clock, setClock] = useState(() => new Date(now));
  useEffect(() => {
    setClock(new Date());
    const timer = setInterval(() => setClock(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(new Date(end), clock);
  if (!parts) return <p className="font-semibold text-error">{labels.over}</p>;
  const cells: Array<[number, string]> = [
    [parts.days, labels.days],
    [parts.hours, labels.hours],
    [parts.minutes, labels.minutes],
    [parts.seconds, labels.seconds],
  ];
  return (
    <div role="timer" aria-label={labels.endsIn}>
      <ol className="flex gap-2">
        {cells.map(([value, label]) => (
          <li key={label} className="flex flex-col items-center rounded bg-base-100 px-2 py-1 text-base-content">
            <span className="font-mono text-lg font-bold">{pad2(value)}</span>
            <span className="text-xs">{label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
