/// The Xcode 16 fixture.
extension PBXFixtures {
    /// Xcode 16: synchronized folders, no PBXBuildFile section, an extension
    /// whose folder excludes its Info.plist.
    static let synchronized = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileReference section */
        \t\t5E1F00012C80000100C0FFEE /* Notes.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Notes.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\t5E1F00022C80000100C0FFEE /* NotesWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = NotesWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\t5E1F00302C80000100C0FFEE /* Exceptions for "NotesWidget" folder in "NotesWidget" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t);
        \t\t\ttarget = 5E1F00212C80000100C0FFEE /* NotesWidget */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\t5E1F00102C80000100C0FFEE /* Notes */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = "<group>"; };
        \t\t5E1F00112C80000100C0FFEE /* NotesWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (5E1F00302C80000100C0FFEE /* Exceptions for "NotesWidget" folder in "NotesWidget" target */, ); path = NotesWidget; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFrameworksBuildPhase section */
        \t\t5E1F00402C80000100C0FFEE /* Frameworks */ = {
        \t\t\tisa = PBXFrameworksBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        \t\t5E1F00502C80000100C0FFEE = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t5E1F00102C80000100C0FFEE /* Notes */,
        \t\t\t\t5E1F00112C80000100C0FFEE /* NotesWidget */,
        \t\t\t\t5E1F00512C80000100C0FFEE /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t5E1F00512C80000100C0FFEE /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t5E1F00012C80000100C0FFEE /* Notes.app */,
        \t\t\t\t5E1F00022C80000100C0FFEE /* NotesWidget.appex */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t5E1F00202C80000100C0FFEE /* Notes */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 5E1F00802C80000100C0FFEE /* Build configuration list for PBXNativeTarget "Notes" */;
        \t\t\tbuildPhases = (
        \t\t\t\t5E1F00602C80000100C0FFEE /* Sources */,
        \t\t\t\t5E1F00402C80000100C0FFEE /* Frameworks */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t5E1F00102C80000100C0FFEE /* Notes */,
        \t\t\t);
        \t\t\tname = Notes;
        \t\t\tpackageProductDependencies = (
        \t\t\t);
        \t\t\tproductName = Notes;
        \t\t\tproductReference = 5E1F00012C80000100C0FFEE /* Notes.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t5E1F00212C80000100C0FFEE /* NotesWidget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 5E1F00812C80000100C0FFEE /* Build configuration list for PBXNativeTarget "NotesWidget" */;
        \t\t\tbuildPhases = (
        \t\t\t\t5E1F00612C80000100C0FFEE /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t5E1F00112C80000100C0FFEE /* NotesWidget */,
        \t\t\t);
        \t\t\tname = NotesWidget;
        \t\t\tproductName = NotesWidget;
        \t\t\tproductReference = 5E1F00022C80000100C0FFEE /* NotesWidget.appex */;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t5E1F00702C80000100C0FFEE /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1600;
        \t\t\t\tLastUpgradeCheck = 1600;
        \t\t\t};
        \t\t\tbuildConfigurationList = 5E1F00822C80000100C0FFEE /* Build configuration list for PBXProject "Notes" */;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = 5E1F00502C80000100C0FFEE;
        \t\t\tminimizedProjectReferenceProxies = 1;
        \t\t\tpreferredProjectObjectVersion = 77;
        \t\t\tproductRefGroup = 5E1F00512C80000100C0FFEE /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t5E1F00202C80000100C0FFEE /* Notes */,
        \t\t\t\t5E1F00212C80000100C0FFEE /* NotesWidget */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t5E1F00602C80000100C0FFEE /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t5E1F00612C80000100C0FFEE /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t5E1F00902C80000100C0FFEE /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        \t\t\t\tINFOPLIST_KEY_UILaunchScreen_Generation = YES;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t5E1F00912C80000100C0FFEE /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        \t\t\t\tINFOPLIST_KEY_UILaunchScreen_Generation = YES;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\t5E1F00922C80000100C0FFEE /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = NotesWidget/Info.plist;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSKIP_INSTALL = YES;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t5E1F00932C80000100C0FFEE /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = NotesWidget/Info.plist;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSKIP_INSTALL = YES;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\t5E1F00942C80000100C0FFEE /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t5E1F00952C80000100C0FFEE /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t5E1F00802C80000100C0FFEE /* Build configuration list for PBXNativeTarget "Notes" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t5E1F00902C80000100C0FFEE /* Debug */,
        \t\t\t\t5E1F00912C80000100C0FFEE /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\t5E1F00812C80000100C0FFEE /* Build configuration list for PBXNativeTarget "NotesWidget" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t5E1F00922C80000100C0FFEE /* Debug */,
        \t\t\t\t5E1F00932C80000100C0FFEE /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\t5E1F00822C80000100C0FFEE /* Build configuration list for PBXProject "Notes" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t5E1F00942C80000100C0FFEE /* Debug */,
        \t\t\t\t5E1F00952C80000100C0FFEE /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = 5E1F00702C80000100C0FFEE /* Project object */;
        }

        """
}
