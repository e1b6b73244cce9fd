/**
 * The merchant's morning (issue #15 §5): the dates the dashboard counts from, in the shop's own time
 * zone, and the refund deadline of a withdrawal. Pure.
 */
const ZONE = 'Europe/Amsterdam'

/** The offset of Amsterdam from UTC at `at`, in minutes (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute))
  return Math.round((local - at.getTime()) / 60_000)
}

/** Midnight in Amsterdam of the day `now` falls on, as an instant. */
export function startOfShopDay(now: Date): Date {
  const offset = amsterdamOffsetMinutes(now)
  const local = new Date(now.getTime() + offset * 60_000)
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  // The offset at midnight itself (a DST switch happens at 02:00 or 03:00, after midnight).
  return new Date(midnightLocal - amsterdamOffsetMinutes(new Date(midnightLocal - offset * 60_000)) * 60_000)
}

/** Monday 00:00 in Amsterdam of the week `now` falls in. */
export function startOfShopWeek(now: Date): Date {
  const day = startOfShopDay(now)
  const weekday = (new Date(day.getTime() + amsterdamOffsetMinutes(day) * 60_000).getUTCDay() + 6) % 7
  return startOfShopDay(new Date(day.getTime() - weekday * 24 * 3600_000 + 12 * 3600_000))
}

/** A withdrawal must be refunded within 14 days of receiving it (BW 6:230r). */
export const REFUND_DAYS = 14
export function refundDeadline(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + REFUND_DAYS * 24 * 3600_000)
}
