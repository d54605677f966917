import { useCallback, useEffect, useRef, useState } from "react";
import { CLICKED_STATE_MS } from "#model/ui/feedback-timing.ts";

/** SPEC §4/§9: a button's clicked state lasts 2000 ms, then reverts (model/ui/feedback-timing.ts). */
export { CLICKED_STATE_MS };

/**
 * A flag that turns on when `trigger` is called and back off `duration` ms
 * later; calling it again restarts the wait.
 */
export function useClickedState(duration: number = CLICKED_STATE_MS): readonly [boolean, () => void] {
  const [clicked, setClicked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setClicked(true);
    timer.current = setTimeout(() => setClicked(false), duration);
  }, [duration]);

  return [clicked, trigger] as const;
}
