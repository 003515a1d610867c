"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { showMoney } from "@/lib/domain/finance-display";
import { PayDialog } from "./talent-statement";

/** "Pay" on a mother agency's statement: its whole payable balance as one payout with a remittance mail. */
export function AgencyPayButton({ companyId, name, payable, currency }: { companyId: number; name: string; payable: string; currency: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Pay {showMoney(payable, currency)}
      </Button>
      <PayDialog party={{ company_id: companyId }} name={name} payable={payable} currency={currency} open={open} onOpenChange={setOpen} />
    </>
  );
}
