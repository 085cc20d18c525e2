/**
 * The browser's location for a home or office collection: asked once, only when the person
 * chooses Home or Office (never on page load), truncated to 6 decimals. A refusal, a timeout or a
 * browser without geolocation leaves the coordinates empty (only logged, without any position);
 * the location typed in words is enough for a booking.
 */
import { useCallback, useRef } from 'react'
import { truncateCoordinate } from '#engine/booking.ts'

export type Coordinates = { latitude: number; longitude: number }

export function useDeviceLocation(onFound: (coordinates: Coordinates) => void): () => void {
  const asked = useRef(false)
  const onFoundRef = useRef(onFound)
  onFoundRef.current = onFound
  return useCallback(() => {
    if (asked.current) return
    asked.current = true
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      console.info('Geolocation is not available in this browser; the typed location is used.')
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => onFoundRef.current({ latitude: truncateCoordinate(position.coords.latitude), longitude: truncateCoordinate(position.coords.longitude) }),
      () => console.info('Location not shared; the typed location is used.'),
      { enableHighAccuracy: false, timeout: 30_000, maximumAge: 600_000 },
    )
  }, [])
}
