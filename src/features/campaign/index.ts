// The campaign a visit came from (UTM tags, ad click ids), kept for the visit and stored with its enquiries. On
// every first visit (captured when the app starts): keep it tiny.
export { campaignForEnquiry, captureCampaign, readCampaign } from './visit-campaign';
