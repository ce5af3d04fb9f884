// Between the status settings system.get shows and the setStatus input, via what the form edits.
import type { SetStatusInput } from '@sim/shared/admin/system';
import { fromLocalInput, toLocalInput } from '../../local-time';

export interface StatusFormValues {
  maintenance: boolean;
  /** `YYYY-MM-DDTHH:mm` in local time (a datetime-local input), '' when not set */
  maintenanceStartTime: string;
  maintenanceEndTime: string;
  regionRestriction: boolean;
  blockedCountries: string[];
  blockedIps: string[];
}

export interface StatusSettings {
  maintenance: boolean;
  maintenanceStartAt: string | null;
  maintenanceEndAt: string | null;
  regionRestriction: boolean;
  blockedCountries: string[];
  blockedIps: string[];
}

export function statusFormValues(settings: StatusSettings): StatusFormValues {
  return {
    maintenance: settings.maintenance,
    maintenanceStartTime: toLocalInput(settings.maintenanceStartAt),
    maintenanceEndTime: toLocalInput(settings.maintenanceEndAt),
    regionRestriction: settings.regionRestriction,
    blockedCountries: settings.blockedCountries,
    blockedIps: settings.blockedIps,
  };
}

export function toSetStatusInput(values: StatusFormValues, merchant: string): SetStatusInput {
  return {
    merchant,
    maintenance: values.maintenance,
    maintenanceStartTime: fromLocalInput(values.maintenanceStartTime),
    maintenanceEndTime: fromLocalInput(values.maintenanceEndTime),
    regionRestriction: values.regionRestriction,
    blockedCountries: values.blockedCountries.map((c) => c.trim().toUpperCase()),
    blockedIps: values.blockedIps.map((ip) => ip.trim()),
  };
}
