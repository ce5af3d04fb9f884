// VIP customer service (spec section 6): a member whose rank is above 4 is served by the VIP desk.
// Customer service (15c) routes by this; the site reads the same from clubLabel.rankLevel.
import { isVipServiceLevel } from '@sim/shared/relay/vip';

export const isVipService = (member: { vipLevel: number }) => isVipServiceLevel(member.vipLevel);
