/// Small project files written the way Xcode 15 and 16 write them.
enum PBXFixtures {
    /// Xcode 15: groups, an app and a unit test target, explicit file references.
    static let classic = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\t1A2B3C4D2B00000100AA0001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A2B3C4D2B00000100AA0011 /* AppDelegate.swift */; };
        \t\t1A2B3C4D2B00000100AA0002 /* ViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A2B3C4D2B00000100AA0012 /* ViewController.swift */; };
        \t\t1A2B3C4D2B00000100AA0003 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 1A2B3C4D2B00000100AA0013 /* Main.storyboard */; };
        \t\t1A2B3C4D2B00000100AA0004 /* ShopTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A2B3C4D2B00000100AA0014 /* ShopTests.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        \t\t1A2B3C4D2B00000100AA0091 /* PBXContainerItemProxy */ = {
        \t\t\tisa = PBXContainerItemProxy;
        \t\t\tcontainerPortal = 1A2B3C4D2B00000100AA0070 /* Project object */;
        \t\t\tproxyType = 1;
        \t\t\tremoteGlobalIDString = 1A2B3C4D2B00000100AA0060;
        \t\t\tremoteInfo = Shop;
        \t\t};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        \t\t1A2B3C4D2B00000100AA0010 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\t1A2B3C4D2B00000100AA0011 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\t1A2B3C4D2B00000100AA0012 /* ViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ViewController.swift; sourceTree = "<group>"; };
        \t\t1A2B3C4D2B00000100AA0013 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Main.storyboard; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\t1A2B3C4D2B00000100AA0014 /* ShopTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShopTests.swift; sourceTree = "<group>"; };
        \t\t1A2B3C4D2B00000100AA0015 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        \t\t1A2B3C4D2B00000100AA0016 /* ShopTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = ShopTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        \t\t1A2B3C4D2B00000100AA0030 /* Frameworks */ = {
        \t\t\tisa = PBXFrameworksBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        \t\t1A2B3C4D2B00000100AA0040 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t1A2B3C4D2B00000100AA0041 /* Shop */,
        \t\t\t\t1A2B3C4D2B00000100AA0043 /* ShopTests */,
        \t\t\t\t1A2B3C4D2B00000100AA0042 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t1A2B3C4D2B00000100AA0041 /* Shop */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t1A2B3C4D2B00000100AA0011 /* AppDelegate.swift */,
        \t\t\t\t1A2B3C4D2B00000100AA0012 /* ViewController.swift */,
        \t\t\t\t1A2B3C4D2B00000100AA0013 /* Main.storyboard */,
        \t\t\t\t1A2B3C4D2B00000100AA0015 /* Info.plist */,
        \t\t\t);
        \t\t\tpath = Shop;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t1A2B3C4D2B00000100AA0042 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t1A2B3C4D2B00000100AA0010 /* Shop.app */,
        \t\t\t\t1A2B3C4D2B00000100AA0016 /* ShopTests.xctest */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t1A2B3C4D2B00000100AA0043 /* ShopTests */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t1A2B3C4D2B00000100AA0014 /* ShopTests.swift */,
        \t\t\t);
        \t\t\tpath = ShopTests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t1A2B3C4D2B00000100AA0060 /* Shop */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 1A2B3C4D2B00000100AA0082 /* Build configuration list for PBXNativeTarget "Shop" */;
        \t\t\tbuildPhases = (
        \t\t\t\t1A2B3C4D2B00000100AA0050 /* Sources */,
        \t\t\t\t1A2B3C4D2B00000100AA0030 /* Frameworks */,
        \t\t\t\t1A2B3C4D2B00000100AA0051 /* Resources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = Shop;
        \t\t\tproductName = Shop;
        \t\t\tproductReference = 1A2B3C4D2B00000100AA0010 /* Shop.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t1A2B3C4D2B00000100AA0061 /* ShopTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 1A2B3C4D2B00000100AA0083 /* Build configuration list for PBXNativeTarget "ShopTests" */;
        \t\t\tbuildPhases = (
        \t\t\t\t1A2B3C4D2B00000100AA0052 /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = ShopTests;
        \t\t\tproductName = ShopTests;
        \t\t\tproductReference = 1A2B3C4D2B00000100AA0016 /* ShopTests.xctest */;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t1A2B3C4D2B00000100AA0070 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1500;
        \t\t\t\tLastUpgradeCheck = 1500;
        \t\t\t};
        \t\t\tbuildConfigurationList = 1A2B3C4D2B00000100AA0081 /* Build configuration list for PBXProject "Shop" */;
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = 1A2B3C4D2B00000100AA0040;
        \t\t\tproductRefGroup = 1A2B3C4D2B00000100AA0042 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t1A2B3C4D2B00000100AA0060 /* Shop */,
        \t\t\t\t1A2B3C4D2B00000100AA0061 /* ShopTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\t1A2B3C4D2B00000100AA0051 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t1A2B3C4D2B00000100AA0003 /* Main.storyboard in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t1A2B3C4D2B00000100AA0050 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t1A2B3C4D2B00000100AA0002 /* ViewController.swift in Sources */,
        \t\t\t\t1A2B3C4D2B00000100AA0001 /* AppDelegate.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0052 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t1A2B3C4D2B00000100AA0004 /* ShopTests.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t1A2B3C4D2B00000100AA0084 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0085 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tVALIDATE_PRODUCT = YES;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0086 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        \t\t\t\tCODE_SIGN_STYLE = Automatic;
        \t\t\t\tCURRENT_PROJECT_VERSION = 1;
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_FILE = Shop/Info.plist;
        \t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
        \t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;
        \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"@executable_path/Frameworks",
        \t\t\t\t);
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Shop;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0087 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        \t\t\t\tCODE_SIGN_STYLE = Automatic;
        \t\t\t\tCURRENT_PROJECT_VERSION = 1;
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_FILE = Shop/Info.plist;
        \t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
        \t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;
        \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"@executable_path/Frameworks",
        \t\t\t\t);
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Shop;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0088 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Shop.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Shop";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0089 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Shop.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Shop";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t1A2B3C4D2B00000100AA0081 /* Build configuration list for PBXProject "Shop" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t1A2B3C4D2B00000100AA0084 /* Debug */,
        \t\t\t\t1A2B3C4D2B00000100AA0085 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0082 /* Build configuration list for PBXNativeTarget "Shop" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t1A2B3C4D2B00000100AA0086 /* Debug */,
        \t\t\t\t1A2B3C4D2B00000100AA0087 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\t1A2B3C4D2B00000100AA0083 /* Build configuration list for PBXNativeTarget "ShopTests" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t1A2B3C4D2B00000100AA0088 /* Debug */,
        \t\t\t\t1A2B3C4D2B00000100AA0089 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = 1A2B3C4D2B00000100AA0070 /* Project object */;
        }

        """
}
