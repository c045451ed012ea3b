import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { debounce, deviceFromWidth, RESIZE_DEBOUNCE_MS, type Device } from './device.ts';

const DeviceContext = createContext<Device>({ kind: 'desktop', isMobile: false });

/**
 * Starts from the server's user-agent guess (so hydration matches), then measures the width in the browser and
 * re-measures 50 ms after the last resize.
 */
export function DeviceProvider({ initial, children }: { initial: Device; children: ReactNode }) {
  const [device, setDevice] = useState(initial);

  useEffect(() => {
    const detect = () =>
      setDevice((current) => {
        const next = deviceFromWidth(window.innerWidth);
        return next.kind === current.kind ? current : next;
      });
    detect();
    const onResize = debounce(detect, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

export function useDevice(): Device {
  return useContext(DeviceContext);
}
