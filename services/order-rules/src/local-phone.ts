/**
 * A Kenyan mobile number (+254 and 9 digits, as normaliseKenyanPhone gives it) as shoppers write
 * it: '0712 345 678', and masked: '0712 *** 678', the same in the checkout's dialog and in the
 * order service's payment view.
 */
export function localPhone(normalised: string): string {
  const national = `0${normalised.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

export function maskedPhone(normalised: string): string {
  const local = localPhone(normalised);
  return `${local.slice(0, 4)} *** ${local.slice(9)}`;
}
