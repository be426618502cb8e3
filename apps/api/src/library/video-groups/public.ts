/** What the account uses of video groups: the groups on the customer's profile (CONTRACT §3). */
export { groupsCustomerCanAccess } from './service.ts';
