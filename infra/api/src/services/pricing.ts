/**
 * Guest-facing prices (API README "Pricing"). The host enters `price` (per guest) and, for private
 * events, `privatePrice` (per group). With the configured rates:
 *   taxValue     = price × TAX_RATE                (VAT, 15 % by default)
 *   platfromFees = price × PLATFORM_FEE_RATE       (platform commission, 10 % by default)
 *   priceSubTotal = price − taxValue − platfromFees (what the host is paid)
 *   finalPrice   = price × SERVICE_FEE_MULTIPLIER  (what the guest pays, 1.05 by default)
 * All amounts in SAR, rounded to halalas (2 decimals).
 */
export interface FeeConfig {
  taxRate: number;
  platformFeeRate: number;
  serviceFeeMultiplier: number;
}

export interface PriceBreakdown {
  price: number;
  finalPrice: number;
  priceSubTotal: number;
  taxValue: number;
  platfromFees: number;
}

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

export function finalPriceOf(price: number, fees: FeeConfig): number {
  return round2(price * fees.serviceFeeMultiplier);
}

export function priceBreakdown(price: number, fees: FeeConfig): PriceBreakdown {
  const taxValue = round2(price * fees.taxRate);
  const platfromFees = round2(price * fees.platformFeeRate);
  return {
    price: round2(price),
    finalPrice: finalPriceOf(price, fees),
    priceSubTotal: round2(price - taxValue - platfromFees),
    taxValue,
    platfromFees,
  };
}

/** Add-on unit price shown to guests: tax included (host spec: add-on tax uses the same rate). */
export function addOnTotalPrice(price: number, fees: FeeConfig): number {
  return round2(price * (1 + fees.taxRate));
}

/** Identifies the fee configuration stored prices were computed with. */
export const feeSignature = (fees: FeeConfig): string => `${fees.taxRate}|${fees.platformFeeRate}|${fees.serviceFeeMultiplier}`;

/** The guest-facing price fields of an experience (spec's server shape), public and private. */
export function experiencePriceFields(price: number, privatePrice: number | null, fees: FeeConfig) {
  const pub = priceBreakdown(price, fees);
  const priv = privatePrice === null ? null : priceBreakdown(privatePrice, fees);
  return {
    finalPrice: pub.finalPrice,
    priceSubTotal: pub.priceSubTotal,
    taxValue: pub.taxValue,
    platfromFees: pub.platfromFees,
    privateFinalPrice: priv?.finalPrice ?? null,
    privatePriceSubTotal: priv?.priceSubTotal ?? null,
    privateTaxValue: priv?.taxValue ?? null,
    privatePlatfromFees: priv?.platfromFees ?? null,
  };
}
